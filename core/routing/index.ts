export * from './feedback.ts';
export * from './lookup.ts';
export * from './paths.ts';
export { isPreviewPath } from './preview.ts';
export * from './routes.ts';
export { slugify, slugSegment } from './slug.ts';
