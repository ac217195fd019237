export * from './fields.ts';
export type * from './form-values.ts';
export * from './forms.ts';
export * from './schema.ts';
export * from './validate.ts';
export { type FileMeta, isEmail, isPhone, isZip, parseAmount, readField } from './values.ts';
export * from './rental.ts';
