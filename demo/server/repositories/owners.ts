/**
 * The owners of listed properties and their portal (Omnicasa: CheckPersonLogin,
 * GetRelatedProperties, GetManyVisitStatisticsOfProperty, the history calls:
 * crm/omnicasa/owners.ts). Passwords stay
 * where the accounts live: the server hands them over and gets an answer, never a hash.
 */
import type { OwnerAccount, OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import type { NewJob } from './delivery-jobs.ts';

export interface Owners {
  /** The account a username or e-mail address and password open; an unknown login takes as long as a wrong password, so timing tells nothing. */
  authenticate(login: string, password: string): Promise<OwnerAccount | undefined>;
  /**
   * The account a username or e-mail address names, without its password: failed logins
   * count against the account, whichever of the two was typed. A CRM that cannot say
   * answers undefined, and each identifier then counts on its own.
   */
  byLogin(login: string): Promise<OwnerAccount | undefined>;
  /** A session keeps only the owner's id: the account is read fresh, so a changed name or e-mail shows at once. */
  account(id: number): Promise<OwnerAccount | undefined>;
  /** The account a password reminder is for; none is not an error the visitor may learn of. */
  byEmail(email: string): Promise<OwnerAccount | undefined>;
  /** Sets a new password after a reset link was followed. */
  setPassword(id: number, password: string): Promise<void>;
  /** The owner's properties, newest first, offline ones included: an owner follows a sold house too. */
  properties(ownerId: number): Promise<OwnerProperty[]>;
  /** Whether the property is the owner's: another owner's answers like one that does not exist. */
  owns(ownerId: number, propertyId: number): Promise<boolean>;
  /** Visits of the property counted by day, week, month and total as of `now`, and per channel (`sources`) when the CRM knows them. */
  statistics(propertyId: number, now: number): Promise<OwnerStatistics>;
  /** The agency's communications, calendar visits, online media and sources about the property, in any order; `language`: the one the owner reads (a CRM answers in one). */
  history(propertyId: number, language: Language): Promise<OwnerHistoryRow[]>;
  /**
   * Where a CRM keeps the passwords, the delivery job that has it mail its own reminder to
   * this address (the portal's reset links are then not used). Absent: the server's own
   * reminder and reset link.
   */
  reminderJob?(email: string, language: Language): NewJob;
}
