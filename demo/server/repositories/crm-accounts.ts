/**
 * The owner accounts a CRM keeps, as the local store remembers them
 * (sql/owners.ts): a connector's Owners (crm/<connector>/owners.ts) write through here,
 * never to a table. An account is kept without a password (none verifies against it),
 * so the portal's sessions, limits and checks work on it as on the server's own
 * accounts, and a session never asks the CRM who it is. Two persons of the CRM may share
 * an address: each is an account of its own.
 */
import type { OwnerAccount, OwnerProperty } from '../../../core/api/contract.ts';

export interface CrmAccounts {
  /** Keeps the account the CRM vouched for under the CRM's id (a new one, or the stored one with its name, address and language as the CRM has them now). */
  remember(account: OwnerAccount, now: number): Promise<OwnerAccount>;
  /** Keeps an account the CRM knows by its login only: the stored one of that login, or a new one with an id of the store's. */
  rememberLogin(account: Omit<OwnerAccount, 'ID'>, now: number): Promise<OwnerAccount>;
  /** Records the properties the CRM says the owner has, replacing the list recorded before. */
  link(ownerId: number, propertyIds: readonly number[]): Promise<void>;
  /** The properties recorded for the owner; undefined when none are. */
  linked(ownerId: number): Promise<number[] | undefined>;
  /** The local store's records of these properties, online or not, newest first. */
  properties(ids: readonly number[]): Promise<OwnerProperty[]>;
}
