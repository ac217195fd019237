/** The package version, written in at build time (widgets/define.ts compares copies by it). */
declare const __AGENCY_VERSION__: string;

declare module '*.css?inline' {
  const text: string;
  export default text;
}
