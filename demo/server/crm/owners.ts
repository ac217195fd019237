/**
 * What the owner portal on any CRM shares: an account once the CRM vouched for it is read
 * from the local store (a session never asks the CRM who it is), and its password is
 * the CRM's, never set here.
 */
import { fail } from '../http/errors.ts';
import type { Owners } from '../repositories/owners.ts';

/** When an owner is to try again after the CRM could not be asked, in seconds. */
export const CRM_RETRY_AFTER = 30;

/** The portal's answer while the CRM cannot be asked: 503, come back later (Retry-After). */
export function crmUnavailable(): never {
  return fail('unavailable', { retryAfter: CRM_RETRY_AFTER });
}

export function rememberedAccounts(local: Owners): Pick<Owners, 'byLogin' | 'account' | 'byEmail' | 'setPassword'> {
  return {
    byLogin: (login) => local.byLogin(login),
    account: (id) => local.account(id),
    byEmail: (email) => local.byEmail(email),
    async setPassword() {
      // no reset link is issued where the CRM keeps the passwords (Owners.reminderJob)
      throw new Error('The owners’ passwords are kept in the CRM and changed there.');
    },
  };
}
