/**
 * Everything about paths in one import, for the server and the tests: building them
 * (page-paths.ts) and relating them (related-paths.ts). The two stay apart because
 * relating needs the lookup rules and building does not. The bundle's own code imports
 * from those two directly: the build groups modules by the elements that import them,
 * and through this module every element would seem to need both.
 */
export * from './page-paths.ts';
export * from './related-paths.ts';
