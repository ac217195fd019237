/**
 * The owner portal on Whise's accounts (the Owners repository, repositories/owners.ts).
 * Whise's public API has one call for an owner: `v1/estates/owned/list` with the
 * contact's own `ContactUsername` and `ContactPassword` (fw4-bvba/whise-api,
 * bib111/whise-api-client), answering the estates the contact owns. So:
 *
 * - a login is that call: estates answered open the account (an account without estates
 *   opens nothing: the portal is about them); an answer that refuses the login, or none,
 *   is a wrong login. The account is kept by its login (repositories/crm-accounts.ts),
 *   with the estates the CRM answered: the password is never kept, and a session reads
 *   the owner's properties from what the last login recorded;
 * - no public call names the contact, counts an estate's visits or lists its history:
 *   the account shows the login, and the statistics and history are the site's own (its
 *   page views and what it recorded of bookings);
 * - the password is Whise's, and no public call sends a reminder: a reminder the owner
 *   asks for is a mail to the agency, who sees to it in Whise.
 *
 * A CRM that is away: a login answers 503 (`unavailable`), never a wrong password.
 */
import type { Language } from '../../../../core/i18n/languages.ts';
import { mailJob } from '../../delivery/mail-jobs.ts';
import type { Owners } from '../../repositories/owners.ts';
import type { OwnersContext } from '../connector.ts';
import { crmUnavailable, rememberedAccounts } from '../owners.ts';
import type { WhiseClient } from './client.ts';
import { WhiseError } from './client.ts';

const REMINDER: Readonly<Record<Language, { subject: string; body: (email: string) => string }>> = {
  nl: {
    subject: 'Eigenaar vraagt zijn wachtwoord',
    body: (email) => `${email} vraagt op de website het wachtwoord van het eigenaarsportaal. Whise bewaart de wachtwoorden van de eigenaars: stuur of wijzig het daar.`,
  },
  fr: {
    subject: 'Un propriétaire demande son mot de passe',
    body: (email) => `${email} demande sur le site le mot de passe de l’espace propriétaire. Whise conserve les mots de passe des propriétaires : envoyez-le ou changez-le dans Whise.`,
  },
  en: {
    subject: 'An owner asks for their password',
    body: (email) => `${email} asked on the website for the owner portal’s password. Whise keeps the owners’ passwords: send or change it there.`,
  },
  de: {
    subject: 'Ein Eigentümer fragt nach seinem Passwort',
    body: (email) => `${email} fragt auf der Website nach dem Passwort des Eigentümerportals. Whise verwaltet die Passwörter der Eigentümer: Bitte senden oder ändern Sie es dort.`,
  },
};

export interface WhiseOwnersOptions extends OwnersContext {
  client: WhiseClient;
}

export function whiseOwners(options: WhiseOwnersOptions): Owners {
  const { client, local, accounts, now } = options;

  /** The ids of the estates the CRM says this login owns; undefined when it refuses the login. */
  async function owned(login: string, password: string): Promise<number[] | undefined> {
    try {
      const { items } = await client.list<{ id?: unknown }>('v1/estates/owned/list', 'estates', { ContactUsername: login, ContactPassword: password });
      return items.map((item) => item?.id).filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0);
    } catch (error) {
      if (error instanceof WhiseError && error.kind === 'refused') return undefined;
      throw error instanceof WhiseError ? crmUnavailable() : error;
    }
  }

  return {
    async authenticate(login, password) {
      const name = login.trim();
      const ids = await owned(name, password);
      if (!ids || ids.length === 0) return undefined;
      // an address is one whatever its case; the account is named by it
      const key = name.includes('@') ? name.toLowerCase() : name;
      const account = await accounts.rememberLogin({ Username: key, Email: key.includes('@') ? key : '', FirstName: '', LastName: '', Language: options.agencyLanguage }, now());
      await accounts.link(account.ID, ids);
      return account;
    },

    ...rememberedAccounts(local),

    async properties(ownerId) {
      return accounts.properties((await accounts.linked(ownerId)) ?? []);
    },

    async owns(ownerId, propertyId) {
      return ((await accounts.linked(ownerId)) ?? []).includes(propertyId);
    },

    statistics: (propertyId, at) => local.statistics(propertyId, at),
    history: (propertyId, language) => local.history(propertyId, language),

    reminderJob(email) {
      const text = REMINDER[options.agencyLanguage];
      return mailJob({ kind: 'owner.password-reminder.crm', language: options.agencyLanguage, to: options.agencyEmail, replyTo: email, subject: text.subject, text: text.body(email) });
    },
  };
}
