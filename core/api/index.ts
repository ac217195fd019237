/** The API contract and client the widgets call (see docs/api.md). */
export * from './captcha.ts';
export * from './client.ts';
export * from './contract.ts';
export * from './errors.ts';
export * from './schemas.ts';
