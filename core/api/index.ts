/** The API contract and client the widgets call (see docs/api.md). */
export * from './captcha.ts';
export * from './client.ts';
export * from './client-all.ts';
export * from './resources/appointments.ts';
export * from './resources/captcha.ts';
export * from './resources/consents.ts';
export * from './resources/owner.ts';
export * from './resources/owner-account.ts';
export * from './resources/projects.ts';
export * from './resources/properties.ts';
export * from './resources/property.ts';
export * from './resources/reference.ts';
export * from './resources/requests.ts';
export * from './resources/visits.ts';
export * from './contract.ts';
export type * from './bodies.ts';
export * from './errors.ts';
export * from './schemas.ts';
