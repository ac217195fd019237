/**
 * The alerts of the demand register: when a listing is published or changes in a way
 * that matters, the demands that match it are told, at once or in their daily or weekly
 * digest, never twice about the same listing unless its price dropped, at most
 * MAX_LISTINGS_PER_ALERT listings a mail.
 */
import { type AlertFrequency, isNewToDemand, MAX_LISTINGS_PER_ALERT, matchesDemand, priceOnRequest } from '../../../core/demand/match.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import { demandAlertMail, type DemandLinks } from '../mail/demand.ts';
import { readUnsubscribeToken, unsubscribeToken } from '../mail/unsubscribe.ts';
import type { Demand } from '../repositories/demands.ts';
import { DemandIndex, type IndexedDemand } from './demand-index.ts';
import { listingFacts } from './facts.ts';

export interface AlertOrigins {
  /** the public site: links to listings and to the demand register page */
  siteUrl: string;
  /** this server: pictures and the one-click unsubscribe */
  apiOrigin: string;
}

export interface DigestReport {
  demands: number;
  mails: number;
  listings: number;
}

/** The unsubscribe list of the alerts (mail/unsubscribe.ts): a demand's token on it is its link token. */
export const DEMAND_LIST = 'demand';

export interface DemandAlertsService {
  /** The link token of a demand (edit, unsubscribe: its token on DEMAND_LIST), and the demand id a token names. */
  tokenOf(demandId: string): string;
  demandIdOf(token: unknown): string | undefined;
  /** Keeps the index in step with the repository. */
  added(demand: Demand): Promise<void>;
  removed(demandId: string): Promise<void>;
  /** A listing was published or changed: tell or queue the demands it matches. Returns the mails sent at once. */
  listingChanged(property: Property, origins: AlertOrigins): Promise<number>;
  /** Sends each demand of this frequency its waiting listings, one mail each. */
  runDigest(frequency: Exclude<AlertFrequency, 'instant'>, origins: AlertOrigins): Promise<DigestReport>;
  /** The index, loaded on first use. */
  index(): Promise<DemandIndex>;
}

export function createDemandAlerts(context: Context): DemandAlertsService {
  const { demands, listings } = context.repositories;
  const log = context.stores.demandAlerts;
  const linkSecret = context.stores.secrets.get('unsubscribe');
  let loaded: Promise<DemandIndex> | undefined;
  const index = () => (loaded ??= demands.allActive().then((all) => new DemandIndex(all)));

  const tokenOf = (demandId: string) => unsubscribeToken(linkSecret, DEMAND_LIST, demandId);
  const linksOf = (demand: Demand, origins: AlertOrigins): DemandLinks => ({ ...origins, token: tokenOf(demand.id) });
  const nameOf = (demand: Demand) => [demand.data.firstName, demand.data.lastName].filter((part) => typeof part === 'string' && part).join(' ');

  async function send(entry: IndexedDemand, properties: Property[], more: boolean, origins: AlertOrigins): Promise<void> {
    const { demand } = entry;
    await context.mailer.send(
      demandAlertMail({ to: demand.email, language: demand.language, name: nameOf(demand), properties, more, links: linksOf(demand, origins), agencyName: context.settings.agencyName }),
    );
    log.sent(
      demand.id,
      properties.map((property) => ({ propertyId: property.ID, price: priceOnRequest(listingFacts(property)) ? null : property.Price })),
      context.now(),
    );
  }

  return {
    tokenOf,
    demandIdOf: (token) => {
      const target = readUnsubscribeToken(linkSecret, token);
      return target?.list === DEMAND_LIST ? target.subscriber : undefined;
    },
    index,
    async added(demand) {
      (await index()).put(demand);
    },
    async removed(demandId) {
      (await index()).remove(demandId);
    },

    async listingChanged(property, origins) {
      const facts = listingFacts(property);
      let mails = 0;
      for (const entry of (await index()).matching(facts)) {
        const known = log.record(entry.demand.id, property.ID);
        // queued and not yet sent: the digest reads the listing as it is then
        if (known && known.sentAt === null) continue;
        if (!isNewToDemand(known ? known.price : undefined, facts)) continue;
        if (entry.demand.frequency === 'instant') {
          await send(entry, [property], false, origins);
          mails++;
        } else {
          log.queue(entry.demand.id, property.ID, priceOnRequest(facts) ? null : property.Price, context.now());
        }
      }
      return mails;
    },

    async runDigest(frequency, origins) {
      const all = await index();
      const report: DigestReport = { demands: 0, mails: 0, listings: 0 };
      const cache = new Map<number, Property | undefined>();
      const published = async (id: number) => {
        if (!cache.has(id)) cache.set(id, await listings.published(id));
        return cache.get(id);
      };
      for (const [demandId, propertyIds] of log.queued()) {
        const entry = all.get(demandId);
        if (!entry || entry.demand.frequency !== frequency) continue;
        report.demands++;
        const fresh: Property[] = [];
        for (const id of propertyIds) {
          const property = await published(id);
          // gone, changed out of the search, or told already since it was queued
          if (!property || !matchesDemand(entry.criteria, listingFacts(property))) log.drop(demandId, id);
          else fresh.push(property);
        }
        if (fresh.length === 0) continue;
        // newest first; the rest wait for the next digest
        fresh.sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.ID - a.ID);
        const batch = fresh.slice(0, MAX_LISTINGS_PER_ALERT);
        await send(entry, batch, fresh.length > batch.length, origins);
        report.mails++;
        report.listings += batch.length;
      }
      return report;
    },
  };
}
