/**
 * Superstruct schemas of every answer, so the client checks what the server (or the CRM
 * behind it) sent before a widget renders it. One module per resource under schemas/, so
 * a page carries only the schemas of the calls it makes; this module gathers them all.
 */
export * from './schemas/captcha.ts';
export * from './schemas/common.ts';
export * from './schemas/owner.ts';
export * from './schemas/project.ts';
export * from './schemas/property.ts';
export * from './schemas/property-summary.ts';
export * from './schemas/visitor.ts';
