/**
 * The public rule API of the product: what widgets, the server and integrators call.
 * Every rule of the spec is written once, in the module named beside it.
 */
export * from './config.ts';
export * from './constants.ts';
export * from './condition.ts';
export * from './retry.ts';
export * from './store.ts';
export * from './tree.ts';
export * from './messages.ts';
export * as sourceMessages from './messages/source.ts';

export * from './i18n/detect.ts';
export * from './i18n/languages.ts';
export * from './i18n/translatable.ts';

export * from './format/address.ts';
export * from './format/currency.ts';
export * from './format/device.ts';
export * from './format/numbers.ts';
export * from './format/paging.ts';
export * from './format/phone.ts';
export * from './format/price.ts';
export * from './format/price-range.ts';
export * from './format/truncate.ts';
export * from './seo/page-meta.ts';
export * from './format/video.ts';

export * from './property/attributes.ts';
export * from './property/availability.ts';
export * from './property/epc.ts';
export * from './property/goal.ts';
export * from './property/reference.ts';
export * from './property/region.ts';
export * from './property/legal.ts';
export * from './property/title.ts';
export * from './property/type.ts';
export type * from './property/types.ts';
export { MOBISCORE_CATEGORIES } from './property/types.ts';

export * from './owner/history.ts';
export * from './owner/statistics.ts';

export * from './routing/index.ts';
export * from './forms/index.ts';
export * from './api/index.ts';
export * from './consent/index.ts';
