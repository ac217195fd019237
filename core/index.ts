/**
 * The public rule API of the product: what widgets, the server and integrators call.
 * Every rule of the spec is written once, in the module named beside it.
 */
export * from './config.ts';
export * from './i18n/detect.ts';
export * from './i18n/languages.ts';
export * from './i18n/translatable.ts';
export * from './messages.ts';
export type * from './property/types.ts';
export { MOBISCORE_CATEGORIES } from './property/types.ts';
export * from './retry.ts';
export * from './store.ts';
export { isPreviewPath } from './routing/preview.ts';
