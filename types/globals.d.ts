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

/**
 * What the entry loads with each element (registry.ts), written by the build
 * (elementLoading in tools/plugins.mjs): the element chunks' build id, the fixed chunks
 * every element imports, those some do, and per element (in the registry's order) a
 * base-36 digit whose bits say which of the latter it loads. Undefined where the sources
 * run unbundled (tests).
 */
declare const __AGENCY_LOADING__: { build: string; always: readonly string[]; files: readonly string[]; loads: string } | undefined;

/** The paths of one page of the route table by language (routePaths in tools/plugins.mjs). */
declare module 'agency-route-paths/*' {
  const paths: Readonly<Record<import('../core/i18n/languages.ts').Language, string>>;
  export default paths;
}
