// Stands in for lingui's runtime message compiler in browser tests: catalogs are
// compiled at build time, so the compiler is never called.
export function compileMessage() {
  throw new Error('agency-widgets: catalogs are precompiled; the runtime message compiler is not available.');
}
