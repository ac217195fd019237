/**
 * The alerts of the demand register: when a listing is published or changes in a way
 * that matters, the demands that match it are told, at once or in their daily or weekly
 * digest, never twice about the same listing unless its price dropped, at most
 * MAX_LISTINGS_PER_ALERT listings a mail. The candidates are read from the database by
 * the listing's zones (demand_zones), so every instance sees every demand; core's
 * matchesDemand decides. Each alert mail is queued in the unit that records it as sent.
 */
import { DEFAULT_PROPERTY_SORT } from '../../../core/api/contract.ts';
import { type AlertFrequency, type DemandCriteria, isNewToDemand, type ListingFacts, MAX_LISTINGS_PER_ALERT, matchesDemand, priceOnRequest } from '../../../core/demand/match.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import { demandAlertMail, type DemandLinks } from '../mail/demand.ts';
import { readUnsubscribeToken, unsubscribeToken } from '../mail/unsubscribe.ts';
import { criteriaOf, type Demand, type Demands, zoneKeys } from '../repositories/demands.ts';
import { scopedAgency } from '../db/agency-scope.ts';
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
  /** A listing was published or changed: tell or queue the demands it matches. Returns the mails queued at once. */
  listingChanged(property: Property, origins: AlertOrigins): Promise<number>;
  /** Sends each demand of this frequency its waiting listings, one mail each. */
  runDigest(frequency: Exclude<AlertFrequency, 'instant'>, origins: AlertOrigins): Promise<DigestReport>;
  /** How many published listings match a search now, by the same rule (`POST /demands/count`). */
  count(criteria: DemandCriteria): Promise<number>;
}

/** The active demands a listing matches: those watching one of its zones, then core's rule. */
export async function matchingDemands(demands: Demands, facts: ListingFacts): Promise<Demand[]> {
  const zones = zoneKeys([...facts.places, ...(facts.zip ? [facts.zip] : [])]);
  return (await demands.inZones(zones, facts.point)).filter((demand) => matchesDemand(criteriaOf(demand.data), facts));
}

/** `linkSecret`: the server's `unsubscribe` secret (the agency's), which signs the demands' links. */
export function createDemandAlerts(context: Context<'repositories' | 'stores' | 'settings' | 'transaction' | 'now'>, linkSecret: () => string): DemandAlertsService {
  const { demands, listings } = context.repositories;

  // The published listings' facts for the live count, read again at most once a minute, and after a change.
  // each agency's listings (the agency of the work under way)
  const factsOf = new Map<number | undefined, { at: number; items: ListingFacts[] }>();
  async function currentFacts(): Promise<ListingFacts[]> {
    const agency = scopedAgency();
    let facts = factsOf.get(agency);
    if (!facts || context.now() - facts.at > 60_000) {
      const items: ListingFacts[] = [];
      for (let page = 1; ; page++) {
        const result = await listings.search({ sort: DEFAULT_PROPERTY_SORT, page, pageSize: 100 });
        items.push(...result.items.map((item) => listingFacts(item as Property)));
        if (page >= result.pageCount) break;
      }
      facts = { at: context.now(), items };
      factsOf.set(agency, facts);
    }
    return facts.items;
  }

  const tokenOf = (demandId: string) => unsubscribeToken(linkSecret(), DEMAND_LIST, demandId);
  const linksOf = (demand: Demand, origins: AlertOrigins): DemandLinks => ({ ...origins, token: tokenOf(demand.id) });
  const nameOf = (demand: Demand) => [demand.data.firstName, demand.data.lastName].filter((part) => typeof part === 'string' && part).join(' ');

  const priceOf = (property: Property) => (priceOnRequest(listingFacts(property)) ? null : property.Price);

  function mail(unit: UnitOfWork, demand: Demand, properties: Property[], more: boolean, origins: AlertOrigins): Promise<void> {
    return unit.mail(
      demandAlertMail({ to: demand.email, language: demand.language, name: nameOf(demand), properties, more, links: linksOf(demand, origins), agencyName: context.settings.agencyName }),
    );
  }

  return {
    tokenOf,
    demandIdOf: (token) => {
      const target = readUnsubscribeToken(linkSecret(), token);
      return target?.list === DEMAND_LIST ? target.subscriber : undefined;
    },

    async listingChanged(property, origins) {
      factsOf.delete(scopedAgency());
      const changed = listingFacts(property);
      const matching = await matchingDemands(demands, changed);
      return context.transaction(async (unit) => {
        let mails = 0;
        for (const demand of matching) {
          const known = await unit.stores.demandAlerts.record(demand.id, property.ID);
          // queued and not yet sent: the digest reads the listing as it is then
          if (known && known.sentAt === null) continue;
          if (!isNewToDemand(known ? known.price : undefined, changed)) continue;
          const now = context.now();
          const instant = demand.frequency === 'instant';
          // recorded only if nobody told the demand meanwhile (another instance, a digest): the winner mails
          if (!(await unit.stores.demandAlerts.tell(demand.id, property.ID, known, priceOf(property), instant ? now : null, now))) continue;
          if (instant) {
            await mail(unit, demand, [property], false, origins);
            mails++;
          }
        }
        return mails;
      });
    },

    async runDigest(frequency, origins) {
      const report: DigestReport = { demands: 0, mails: 0, listings: 0 };
      const queued = await context.stores.demandAlerts.queued();
      const waiting = new Map((await demands.activeAmong([...queued.keys()])).map((demand) => [demand.id, demand]));
      const cache = new Map<number, Property | undefined>();
      const published = async (id: number) => {
        if (!cache.has(id)) cache.set(id, await listings.published(id));
        return cache.get(id);
      };
      for (const [demandId, propertyIds] of queued) {
        const demand = waiting.get(demandId);
        if (!demand || demand.frequency !== frequency) continue;
        report.demands++;
        const criteria = criteriaOf(demand.data);
        const fresh: Property[] = [];
        const gone: number[] = [];
        for (const id of propertyIds) {
          const property = await published(id);
          // gone, changed out of the search, or told already since it was queued
          if (!property || !matchesDemand(criteria, listingFacts(property))) gone.push(id);
          else fresh.push(property);
        }
        // newest first; the rest wait for the next digest
        fresh.sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.ID - a.ID);
        const batch = fresh.slice(0, MAX_LISTINGS_PER_ALERT);
        // one unit per demand: its mail and what it was told go together, and only what this run claimed is mailed
        const told = await context.transaction(async (unit) => {
          for (const id of gone) await unit.stores.demandAlerts.drop(demandId, id);
          if (batch.length === 0) return 0;
          const claimed = new Set(await unit.stores.demandAlerts.claim(demandId, batch.map((property) => ({ propertyId: property.ID, price: priceOf(property) })), context.now()));
          const mailed = batch.filter((property) => claimed.has(property.ID));
          if (mailed.length > 0) await mail(unit, demand, mailed, fresh.length > batch.length, origins);
          return mailed.length;
        });
        if (told === 0) continue;
        report.mails++;
        report.listings += told;
      }
      return report;
    },

    async count(criteria) {
      return (await currentFacts()).filter((listing) => matchesDemand(criteria, listing)).length;
    },
  };
}
