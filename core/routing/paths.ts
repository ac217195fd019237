/**
 * Everything about paths in one import, for the server and the tests: building them
 * (page-paths.ts), relating them (related-paths.ts) and the breadcrumb (breadcrumb.ts).
 */
export * from './breadcrumb.ts';
export * from './page-paths.ts';
export * from './related-paths.ts';
