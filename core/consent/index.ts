/** Cookie consent (spec §4, §9): categories, the stored decision, what may run, Consent Mode, proof. */
export * from './categories.ts';
export * from './cleanup.ts';
export * from './consent-mode.ts';
export * from './proof.ts';
export * from './record.ts';
export * from './rules.ts';
export * from './settings.ts';
export * from './state.ts';
export * from './tags.ts';
