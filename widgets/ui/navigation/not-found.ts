import type { ApiError } from '../../../core/api/errors.ts';

/** The answers that mean "no such property or project" rather than "something failed". */
export function isNotFound(error: ApiError): boolean {
  return error.code === 'property_not_found' || error.code === 'project_not_found' || error.code === 'not_found';
}
