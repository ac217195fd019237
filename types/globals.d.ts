/** The package version, written in at build time (widgets/define.ts compares copies by it). */
declare const __AGENCY_VERSION__: string;

declare module '*.css?inline' {
  const text: string;
  export default text;
}

/**
 * The bundle's texts build (registry.ts): a placeholder the build replaces with the hash
 * of every element's texts; undefined where the sources run unbundled (tests).
 */
declare const __AGENCY_TEXTS_BUILD__: string | undefined;
