/**
 * Everything about paths in one import: building them (page-paths.ts) and relating them
 * (related-paths.ts). The two stay apart because relating needs the lookup rules and
 * building does not: bundlers resolve these re-exports to their own module, so code
 * that only builds paths does not carry the lookup, whichever of the three it imports.
 */
export * from './page-paths.ts';
export * from './related-paths.ts';
