/**
 * The alert above a form whose fields need correcting: "check the fields in red", or a
 * login's own words. Shown before anything is sent (and when the server refuses the
 * fields), so it travels with the form's texts, not with the error messages that load with
 * the first error (tools/texts.mjs).
 */
import type { MessageId } from '../messages.ts';
import type { FormKind } from '../forms/form-kinds.ts';

export function invalidFormMessage(kind?: FormKind): MessageId {
  return kind === 'login' ? 'error.invalidCredentials' : 'validation.form';
}
