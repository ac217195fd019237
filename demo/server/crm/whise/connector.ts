/**
 * Whise (`CRM=whise`): `WHISE_URL` (default: Whise's production API), `WHISE_USERNAME` and
 * `WHISE_PASSWORD` (the integrator's marketplace account), `WHISE_CLIENT_ID` (the agency
 * as a client of that account), optionally `WHISE_OFFICE_ID` (the office whose token and
 * contacts these are), `WHISE_LANGUAGES` (Whise's language ids of nl, fr, en and de) and
 * `WHISE_VIEWING_ACTION_ID` (the calendar action whose events visitors may book).
 */
import { LANGUAGES, type Language } from '../../../../core/i18n/languages.ts';
import type { ConnectorModule } from '../connector.ts';
import { Secret } from '../secret.ts';
import { whiseCalendar } from './calendar.ts';
import { createWhiseClient, WHISE_URL, type WhiseAccess } from './client.ts';
import { whiseOutbound } from './forward.ts';
import { whiseOwners } from './owners.ts';
import { whiseSync } from './sync.ts';

/**
 * Whise's language ids: a culture name. nl-BE (immo-sync-whise) and en-GB
 * (bib111/whise-api-client) are public; fr-BE and de-DE follow their form and are ours,
 * WHISE_LANGUAGES corrects them (`nl=nl-BE,fr=fr-BE,en=en-GB,de=de-DE`).
 */
export const DEFAULT_LANGUAGE_IDS: Readonly<Record<Language, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' };

export interface WhiseConnection extends WhiseAccess {
  languageIds: Readonly<Record<Language, string>>;
  /** the calendar action whose events visitors may book; none: no calendar from Whise */
  viewingActionId?: number | undefined;
}

const wholeNumber = (env: NodeJS.ProcessEnv, name: string, required = false): number | undefined => {
  const value = env[name]?.trim();
  if (!value) {
    if (required) throw new Error(`CRM=whise needs ${name}.`);
    return undefined;
  }
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a number.`);
  return Number(value);
};

function languageIds(value: string | undefined): Readonly<Record<Language, string>> {
  const ids: Record<Language, string> = { ...DEFAULT_LANGUAGE_IDS };
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [language, id] = entry.split('=').map((part) => part.trim());
    if (!LANGUAGES.includes(language as Language) || !id || !/^[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(id)) throw new Error('WHISE_LANGUAGES must read like nl=nl-BE,fr=fr-BE,en=en-GB,de=de-DE.');
    ids[language as Language] = id;
  }
  return ids;
}

const whise: ConnectorModule<WhiseConnection> = {
  settings(env) {
    const username = env.WHISE_USERNAME?.trim() ?? '';
    const password = env.WHISE_PASSWORD ?? '';
    if (!username || !password) throw new Error('CRM=whise needs WHISE_USERNAME and WHISE_PASSWORD.');
    const url = env.WHISE_URL?.trim() || WHISE_URL;
    if (!/^https?:\/\//.test(url)) throw new Error('WHISE_URL must be an http(s) URL.');
    return {
      url,
      username,
      password: new Secret(password),
      clientId: wholeNumber(env, 'WHISE_CLIENT_ID', true)!,
      officeId: wholeNumber(env, 'WHISE_OFFICE_ID'),
      languageIds: languageIds(env.WHISE_LANGUAGES),
      viewingActionId: wholeNumber(env, 'WHISE_VIEWING_ACTION_ID'),
    };
  },

  credentials: (settings) => [settings.password.reveal(), settings.username],

  connect(settings, options = {}) {
    const client = createWhiseClient(settings, options.client);
    return {
      ...whiseSync(client, settings.languageIds, options.sync),
      get calls() {
        return client.attempts;
      },
      calendar: settings.viewingActionId === undefined ? undefined : whiseCalendar(client, settings.viewingActionId),
      outbound: (agencyLanguage) => whiseOutbound(client, { agencyLanguage, languageIds: settings.languageIds, clientId: settings.clientId, officeId: settings.officeId }),
      owners: (context) => whiseOwners({ ...context, client }),
    };
  },
};

export default whise;
