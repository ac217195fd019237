/**
 * What one sync reads from Whise, and the change set it makes of it (nothing is written
 * here: crm/sync.ts applies the change set in one transaction).
 *
 * Estates are read in batches: a page of `estates/list` in Dutch (`Page: { Limit, Offset }`,
 * the list's `totalCount`), then the same estates in French, English and German
 * (`EstateIds`), then a pause. Each call names its language (`Filter.LanguageId`).
 *
 * - A full copy (the first, then one a day) lists the estates the site may show:
 *   active (`StatusIds`), online, estate of the month, realisation or on the website
 *   only (`DisplayStatusIds`). An estate no longer listed goes offline: that comparison of
 *   ids is how an estate deleted outright leaves the site, as the public WordPress sync
 *   does it (immo-sync-whise's daily SyncDeletedService).
 * - The syncs in between ask for the estates changed since the last good sync started
 *   (`UpdateDateTimeRange.Min`), whatever their status: one archived, deleted or taken
 *   offline meanwhile comes back with its status and goes offline at once.
 * - A project is an estate that can have children and its units the estates under it;
 *   the list answers them with the others (estateKind). A full copy rebuilds each
 *   project with its units; a project or unit that changed is rebuilt at the next full
 *   copy, as its other units are not in the change set.
 * - The type tree is Whise's categories and subcategories (map/types.ts) and the region
 *   tree the site's own, the official Belgian places: Whise's answer names an estate's
 *   zip and city, which place it in that tree.
 */
import { type Language, LANGUAGES } from '../../../../core/i18n/languages.ts';
import type { CatalogueChanges, ProjectRecord } from '../../repositories/synced-catalogue.ts';
import { regionTreeItems } from '../../seed/places.ts';
import type { SyncPacing } from '../connector.ts';
import { type ByLanguage, type MappingProblem, PROBLEMS } from '../mapping.ts';
import type { CollectOptions, Collected, Connector } from '../sync.ts';
import type { WhiseClient } from './client.ts';
import { whiseTime } from './dates.ts';
import { inLanguage, mapEstate } from './map/estate.ts';
import { estateKind, mapProject } from './map/project.ts';
import { whiseTypeTree } from './map/types.ts';

/** Estates per batch: the PHP client's page. */
const BATCH = 50;
const [PRIMARY, ...OTHERS] = LANGUAGES as unknown as [Language, ...Language[]];

/** What the site may show: Status 1 (active); DisplayStatus 2 online, 3 estate of the month, 4 realisation, 5 on the website only. */
export const SHOWN = { StatusIds: [1], DisplayStatusIds: [2, 3, 4, 5] } as const;
/** Every status (the PHP client's `get` asks for these): a change of status is a change. */
export const ANY_STATUS = { StatusIds: [1, 5, 6], DisplayStatusIds: [1, 2, 3, 4, 5] } as const;

const idOf = (item: unknown): number | undefined => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export function whiseSync(client: WhiseClient, languageIds: Readonly<Record<Language, string>>, options: SyncPacing = {}): Connector {
  const batchSize = options.batchSize ?? BATCH;
  const pauseMs = options.pauseMs ?? 250;
  const sleep = options.sleep ?? wait;

  return {
    async collect(collect): Promise<Collected> {
      const problems: MappingProblem[] = [];
      const full = collect.since === undefined;
      const changes: CatalogueChanges = { full, properties: [], projects: [], removedProperties: [], removedProjects: [], keptProperties: [], keptProjects: [] };
      const filter = full ? SHOWN : { ...ANY_STATUS, UpdateDateTimeRange: { Min: whiseTime(collect.since!) } };
      const projects = new Map<number, ByLanguage>();
      const units = new Map<number, ByLanguage[]>();
      let read = 0;
      let batches = 0;

      for await (const page of client.pages('v1/estates/list', 'estates', { Filter: { ...filter, LanguageId: languageIds[PRIMARY] } }, { pageSize: batchSize, signal: collect.signal })) {
        if (batches++ > 0) await sleep(pauseMs, collect.signal);
        const byId = new Map<number, ByLanguage>();
        for (const item of page.items) {
          const id = idOf(item);
          if (id === undefined) problems.push({ kind: 'property', id: null, field: 'id', problem: PROBLEMS.missing });
          else byId.set(id, { [PRIMARY]: inLanguage(item, languageIds[PRIMARY]) });
        }
        for (const language of OTHERS) {
          if (byId.size === 0) break;
          const answer = await client.list('v1/estates/list', 'estates', { Filter: { ...ANY_STATUS, EstateIds: [...byId.keys()], LanguageId: languageIds[language] } }, { pageSize: batchSize, signal: collect.signal });
          // an estate that left the list between the calls keeps the languages it had
          for (const item of answer.items) {
            const id = idOf(item);
            if (id !== undefined && byId.has(id)) byId.get(id)![language] = inLanguage(item, languageIds[language]);
          }
        }
        for (const [id, byLanguage] of byId) {
          const kind = estateKind(byLanguage[PRIMARY]);
          if (kind === 'project') {
            projects.set(id, byLanguage);
            continue;
          }
          if (kind === 'unit') {
            const parent = (byLanguage[PRIMARY] as { parentId: number }).parentId;
            units.set(parent, [...(units.get(parent) ?? []), byLanguage]);
            continue;
          }
          const mapped = mapEstate(byLanguage);
          if (!mapped.ok) {
            problems.push(...mapped.problems);
            changes.keptProperties.push(id);
          } else if (mapped.value === null) changes.removedProperties.push(id);
          else changes.properties.push(mapped.value);
        }
        read += page.items.length;
        collect.onProgress?.({ step: 'estates/list', read, total: page.total });
      }

      if (full) {
        for (const [id, byLanguage] of projects) {
          const mapped = mapProject(byLanguage, units.get(id) ?? []);
          if (!mapped.ok) {
            problems.push(...mapped.problems);
            changes.keptProjects.push(id);
          } else if (mapped.value === null) changes.removedProjects.push(id);
          else changes.projects.push(mapped.value satisfies ProjectRecord);
        }
        changes.propertyTypes = whiseTypeTree();
        changes.regions = regionTreeItems();
      }
      // an incremental sync leaves projects as they are: the next full copy rebuilds each with all its units
      return { changes, problems };
    },
  };
}
