/**
 * The owner portal on Omnicasa's accounts (the Owners repository, repositories/owners.ts):
 *
 * - a login is `CheckPersonLogin` (owners only, `IsProprietors`), then `GetPersonByEmail`
 *   for the name and language; the account is kept under the CRM's person id
 *   (repositories/crm-accounts.ts), so the portal's own sessions, CSRF check and login
 *   limits work as on the server's own accounts, a session never asks the CRM who it is,
 *   and two persons who share an address are two accounts;
 * - the password reminder is Omnicasa's own (`GetPersonForgetPassword`), a job of the
 *   delivery queue: the CRM mails it, and the answer takes as long whether the address is
 *   known or not;
 * - the owner's properties are `GetRelatedProperties` (their ids; the records themselves
 *   are the synced ones), the statistics `GetManyVisitStatisticsOfProperty` with
 *   `GetMediaObjectStatisticsGraphList`, the history the four history calls in the owner's
 *   language; each answer is kept OWNER_CACHE_MS, so an owner paging through the portal
 *   asks the CRM once every few minutes.
 *
 * A CRM that is away: a login answers 503 (`unavailable`); a session keeps the list of
 * properties the CRM gave it last (recorded with the account, so any instance has it;
 * 503 when there is none), and statistics and history fall back to what the site
 * counted and recorded itself.
 */
import type { OwnerAccount } from '../../../../core/api/contract.ts';
import type { Owners } from '../../repositories/owners.ts';
import type { OwnersContext } from '../connector.ts';
import { crmUnavailable, rememberedAccounts } from '../owners.ts';
import type { MappingProblem } from '../mapping.ts';
import { OmnicasaError, type OmnicasaClient } from './client.ts';
import type { OmnicasaCall } from './forward.ts';
import { mapOwnerAccount } from './map/person.ts';
import { checkOwnerLogin, ownerHistory, ownerStatistics } from './outbound.ts';

/** How long an owner's properties, statistics and history from the CRM are kept. */
export const OWNER_CACHE_MS = 5 * 60_000;
/** Answers kept at most; the oldest go first past it. */
const CACHE_ENTRIES = 1_000;

export interface OmnicasaOwnersOptions extends OwnersContext {
  client: OmnicasaClient;
  /** the job kind of the connector's calls */
  kind: string;
  cacheMs?: number;
}

/** A CRM that could not be asked is a 503 for the portal; its own no is not an error. */
async function asked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OmnicasaError) crmUnavailable();
    throw error;
  }
}

export function omnicasaOwners(options: OmnicasaOwnersOptions): Owners {
  const { client, local, accounts, now } = options;
  const ttl = options.cacheMs ?? OWNER_CACHE_MS;
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();

  /** The answer of `load` for `key`, asked again once it is older than the cache's time; a failure is not kept. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.value as Promise<T>;
    cache.delete(key);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    const value = load();
    cache.set(key, { until: now() + ttl, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  const report = (problems: MappingProblem[]) => {
    if (problems.length > 0) options.onProblems?.(problems);
  };

  /** The ids of the owner's properties, as the CRM relates them to the owner's address. */
  async function relatedIds(ownerId: number): Promise<number[]> {
    const account = await local.account(ownerId);
    if (!account) return [];
    try {
      return await cached(`properties:${ownerId}`, async () => {
        const { items } = await asked(() => client.list<{ ID?: unknown }>('GetRelatedProperties', { Email: account.Email, DisplayFields: ['ID'] }));
        const ids = items.map((item) => Number(item?.ID)).filter((id) => Number.isSafeInteger(id) && id > 0);
        // the last list the CRM gave: what a session keeps seeing while the CRM is away
        await accounts.link(ownerId, ids);
        return ids;
      });
    } catch (error) {
      const last = await accounts.linked(ownerId);
      if (last) return last;
      throw error;
    }
  }

  return {
    async authenticate(login, password) {
      let id: number | undefined;
      try {
        id = await checkOwnerLogin(client, login, password);
      } catch (error) {
        // the CRM's own no (Success: false) is a wrong login; a CRM that could not be asked is not
        if (error instanceof OmnicasaError && error.kind === 'refused') return undefined;
        throw error instanceof OmnicasaError ? crmUnavailable() : error;
      }
      if (id === undefined) return undefined;
      const person = await asked(() => client.call('GetPersonByEmail', { Email: login }));
      const mapped = mapOwnerAccount(person, options.agencyLanguage);
      if (!mapped.ok) report(mapped.problems);
      // the login is what the CRM vouched for; the person adds the name and language when it can be read
      const account: OwnerAccount =
        mapped.ok && mapped.value.ID === id
          ? mapped.value
          : { ID: id, Username: login, Email: login, FirstName: '', LastName: '', Language: options.agencyLanguage };
      await accounts.remember(account, now());
      // a fresh login sees its properties as the CRM has them now
      cache.delete(`properties:${id}`);
      return account;
    },

    ...rememberedAccounts(local),

    async properties(ownerId) {
      return accounts.properties(await relatedIds(ownerId));
    },

    async owns(ownerId, propertyId) {
      return (await relatedIds(ownerId)).includes(propertyId);
    },

    async statistics(propertyId, at) {
      try {
        return await cached(`statistics:${propertyId}`, async () => {
          const { statistics, problems } = await ownerStatistics(client, propertyId, at);
          report(problems);
          if (!statistics) throw new Error('statistics the mapping could not read');
          return statistics;
        });
      } catch {
        // the CRM away, or its answer unreadable: what the site counted itself
        return local.statistics(propertyId, at);
      }
    },

    async history(propertyId, language) {
      try {
        return await cached(`history:${propertyId}:${language}`, async () => {
          const { rows, problems } = await ownerHistory(client, propertyId, language, now());
          report(problems);
          return rows;
        });
      } catch {
        return local.history(propertyId, language);
      }
    },

    reminderJob: (email, language) => ({ kind: options.kind, payload: { call: 'reminder', email, language } satisfies OmnicasaCall }),
  };
}
