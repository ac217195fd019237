/**
 * Newsletter subscribers (Omnicasa: the contact's mailing flag). Double opt-in: an address
 * is `pending` until its owner opens the link of the confirmation mail, and only then used.
 * Unsubscribing deletes the address: nothing is kept of someone who left.
 */
import type { Language } from '../../../core/i18n/languages.ts';

export interface Subscriber {
  /** lower case */
  email: string;
  language: Language;
  firstName: string | null;
  lastName: string | null;
  status: 'pending' | 'confirmed';
  requestedAt: string;
  confirmedAt: string | null;
}

export interface NewsletterSubscribers {
  /**
   * A sign-up: a new pending subscriber with the hash of its confirmation token, or a
   * pending one's details and token renewed. A confirmed address stays confirmed (its
   * language and name are updated) and the answer says so: no second confirmation mail.
   */
  request(subscriber: Omit<Subscriber, 'status' | 'confirmedAt'>, confirmHash: string): Promise<'pending' | 'confirmed'>;
  /** Confirms the subscriber whose token has this hash; undefined when no pending one has it. */
  confirm(confirmHash: string, now: string): Promise<Subscriber | undefined>;
  /** Deletes the address; false when it was not subscribed (any more). */
  remove(email: string): Promise<boolean>;
  find(email: string): Promise<Subscriber | undefined>;
  /** Deletes sign-ups never confirmed, requested before `before`; returns their addresses. */
  dropUnconfirmed(before: string): Promise<string[]>;
}
