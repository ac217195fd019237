/**
 * What the owner portal on any CRM shares: an account once the CRM vouched for it is read
 * from the local store (a session never asks the CRM who it is), and its password is
 * the CRM's, never set here.
 */
import type { Owners } from '../repositories/owners.ts';

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
