/**
 * What one sync reads from Omnicasa, and the change set it makes of it (nothing is
 * written here: demo/server/crm/sync.ts applies the change set in one transaction).
 *
 * Listings are read in batches, as a production sync does (the modmore/Omnicasa task
 * reads 25 at a time and pauses between them): a page of GetPropertyList in Dutch, then
 * the same listings in French, English and German (GetPropertyList with their IDs), then
 * their documents (GetDocumentList with their IDs), then a pause. A full copy also reads
 * the projects with their units, the geographic tree and the property types in the four
 * languages; an incremental one asks only for what changed since the last good sync
 * (ChangeSince), and for what was deleted (GetDeletedPropertyIDs, GetDeletedProjectIDs).
 * A listing's type is found in the type tree by name (map/property.ts), so the tree is
 * read before the listings: in every language by a full copy, and kept for the
 * incremental syncs after it (one that finds none, after a restart, reads it in Dutch).
 */
import { type Language, LANGUAGES } from '../../../../core/i18n/languages.ts';
import type { TreeItemSource } from '../../../../core/api/contract.ts';
import type { DocumentFile, Property } from '../../../../core/property/types.ts';
import type { CatalogueChanges, ProjectRecord } from '../../repositories/synced-catalogue.ts';
import type { SyncPacing } from '../connector.ts';
import { type ByLanguage, type Mapped, type MappingProblem, PROBLEMS } from '../mapping.ts';
import type { CollectOptions, Collected, Connector } from '../sync.ts';
import type { OmnicasaClient } from './client.ts';
import { readOmnicasaTime } from './dates.ts';
import { mapDocument } from './map/documents.ts';
import { mapProject } from './map/project.ts';
import { mapProperty } from './map/property.ts';
import { mapPropertyType, mapRegion, wholeTree } from './map/trees.ts';

/** Listings per batch (Limit2 − Limit1 + 1): 50, the PHP client's page. */
const BATCH = 50;

/** Documents per call: a batch's listings have a few each, so one call usually brings them all. */
const DOCUMENT_PAGE = 200;

const [PRIMARY, ...OTHERS] = LANGUAGES as unknown as [Language, ...Language[]];

/** An id as Omnicasa writes it: a number, or its digits as text. */
const asId = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};
const idOf = (item: unknown): number | undefined => asId((item as { ID?: unknown } | null)?.ID);

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The same records, read in each language, grouped by ID; an item without a usable ID is a problem. */
function groupByLanguage(kind: 'property' | 'project' | 'region' | 'property-type', lists: Partial<Record<Language, readonly unknown[]>>, problems: MappingProblem[]): Map<number, ByLanguage> {
  const records = new Map<number, ByLanguage>();
  for (const language of LANGUAGES) {
    for (const item of lists[language] ?? []) {
      const id = idOf(item);
      if (id === undefined) {
        if (language === PRIMARY) problems.push({ kind, id: null, field: 'ID', problem: PROBLEMS.missing });
        continue;
      }
      // a record that appears only in a later language (it was added between the calls) waits for the next sync
      if (language !== PRIMARY && !records.has(id)) continue;
      records.set(id, { ...records.get(id), [language]: item });
    }
  }
  return records;
}

function collectMapped<T>(mapped: Mapped<T>, problems: MappingProblem[]): T | undefined {
  if (mapped.ok) return mapped.value;
  problems.push(...mapped.problems);
  return undefined;
}

export function omnicasaConnector(client: OmnicasaClient, options: SyncPacing = {}): Connector {
  const batchSize = options.batchSize ?? BATCH;
  const pauseMs = options.pauseMs ?? 250;
  const sleep = options.sleep ?? wait;

  /** Each language's answer of a list call (the same parameters, LanguageId 1–4). */
  async function inEveryLanguage(endpoint: string, collect: CollectOptions, params: Record<string, unknown> = {}, languages: readonly Language[] = LANGUAGES): Promise<Partial<Record<Language, unknown[]>>> {
    const lists: Partial<Record<Language, unknown[]>> = {};
    for (const language of languages) {
      lists[language] = (await client.list(endpoint, params as never, { language, pageSize: batchSize, signal: collect.signal })).items;
      collect.onProgress?.({ step: endpoint, language, read: lists[language]!.length, total: lists[language]!.length });
    }
    return lists;
  }

  async function documentsOf(ids: number[], collect: CollectOptions, problems: MappingProblem[]): Promise<Map<number, DocumentFile[]>> {
    const byObject = new Map<number, DocumentFile[]>();
    if (ids.length === 0) return byObject;
    const { items } = await client.list('GetDocumentList', { ObjectIDs: ids, Publish: true }, { language: PRIMARY, pageSize: DOCUMENT_PAGE, signal: collect.signal });
    for (const item of items) {
      const mapped = collectMapped(mapDocument(item, PRIMARY), problems);
      if (mapped) byObject.set(mapped.objectId, [...(byObject.get(mapped.objectId) ?? []), mapped.document]);
    }
    return byObject;
  }

  /** the type tree of the last full copy (or of the Dutch list an incremental sync read) */
  let knownTypes: TreeItemSource[] | undefined;

  async function readProperties(since: number | undefined, collect: CollectOptions, changes: CatalogueChanges, problems: MappingProblem[], types: readonly TreeItemSource[]) {
    const params = since === undefined ? {} : { ChangeSince: new Date(since) };
    let batches = 0;
    for await (const page of client.pages('GetPropertyList', params, { language: PRIMARY, pageSize: batchSize, signal: collect.signal })) {
      if (batches++ > 0) await sleep(pauseMs, collect.signal);
      const ids = page.items.map(idOf).filter((id): id is number => id !== undefined);
      const lists: Partial<Record<Language, unknown[]>> = { [PRIMARY]: page.items };
      for (const language of OTHERS) {
        if (ids.length === 0) break;
        lists[language] = (await client.list('GetPropertyList', { IDs: ids }, { language, pageSize: batchSize, signal: collect.signal })).items;
      }
      const documents = await documentsOf(ids, collect, problems);
      for (const [id, byLanguage] of groupByLanguage('property', lists, problems)) {
        const mapped = mapProperty(byLanguage, { types });
        if (!mapped.ok) {
          problems.push(...mapped.problems);
          changes.keptProperties.push(id);
        } else if (mapped.value === null) changes.removedProperties.push(id);
        else changes.properties.push({ ...mapped.value, Documents: documents.get(id) ?? [] } satisfies Property);
      }
      collect.onProgress?.({ step: 'GetPropertyList', read: changes.properties.length + changes.keptProperties.length + changes.removedProperties.length, total: page.total });
    }
  }

  async function readProjects(since: number | undefined, collect: CollectOptions, changes: CatalogueChanges, problems: MappingProblem[]) {
    const first = (await client.list('GetProjectList', {}, { language: PRIMARY, pageSize: batchSize, signal: collect.signal })).items;
    // GetProjectList takes no ChangeSince: the first language's list tells what changed
    const changed = since === undefined ? first : first.filter((item) => (readOmnicasaTime((item as { LastChangedDate?: unknown } | null)?.LastChangedDate) ?? Infinity) >= since);
    if (changed.length === 0) return;
    const lists: Partial<Record<Language, unknown[]>> = { [PRIMARY]: changed };
    for (const language of OTHERS) lists[language] = (await client.list('GetProjectList', {}, { language, pageSize: batchSize, signal: collect.signal })).items;
    const grouped = groupByLanguage('project', lists, problems);
    const documents = await documentsOf([...grouped.keys()], collect, problems);
    for (const [id, byLanguage] of grouped) {
      const mapped = mapProject(byLanguage);
      if (!mapped.ok) {
        problems.push(...mapped.problems);
        changes.keptProjects.push(id);
      } else if (mapped.value === null) changes.removedProjects.push(id);
      else {
        const created = readOmnicasaTime((byLanguage[PRIMARY] as { CreatedDate?: unknown }).CreatedDate);
        const record: ProjectRecord = {
          project: { ...mapped.value, Documents: documents.get(id) ?? [] },
          createdAt: new Date(created ?? collect.now).toISOString(),
        };
        changes.projects.push(record);
      }
    }
    collect.onProgress?.({ step: 'GetProjectList', read: grouped.size, total: first.length });
  }

  async function readTree(
    endpoint: string,
    map: (byLanguage: ByLanguage) => Mapped<TreeItemSource>,
    kind: 'region' | 'property-type',
    collect: CollectOptions,
    problems: MappingProblem[],
    languages: readonly Language[] = LANGUAGES,
  ) {
    const grouped = groupByLanguage(kind, await inEveryLanguage(endpoint, collect, {}, languages), problems);
    const items: TreeItemSource[] = [];
    for (const byLanguage of grouped.values()) {
      const item = collectMapped(map(byLanguage), problems);
      if (item) items.push(item);
    }
    return wholeTree(items);
  }

  async function deletedIds(endpoint: string, collect: CollectOptions, problems: MappingProblem[]): Promise<number[]> {
    const answer = await client.call<unknown>(endpoint, {}, { signal: collect.signal });
    if (!Array.isArray(answer)) {
      problems.push({ kind: endpoint === 'GetDeletedPropertyIDs' ? 'property' : 'project', id: null, field: endpoint, problem: PROBLEMS.notList });
      return [];
    }
    return answer.map(asId).filter((id): id is number => id !== undefined);
  }

  return {
    async collect(collect): Promise<Collected> {
      const problems: MappingProblem[] = [];
      const changes: CatalogueChanges = {
        full: collect.since === undefined,
        properties: [],
        projects: [],
        removedProperties: [],
        removedProjects: [],
        keptProperties: [],
        keptProjects: [],
      };
      if (changes.full) {
        changes.propertyTypes = await readTree('GetTypeOfPropertyList', mapPropertyType, 'property-type', collect, problems);
        knownTypes = changes.propertyTypes;
      } else knownTypes ??= await readTree('GetTypeOfPropertyList', mapPropertyType, 'property-type', collect, problems, [PRIMARY]);
      await readProperties(collect.since, collect, changes, problems, knownTypes);
      await readProjects(collect.since, collect, changes, problems);
      if (changes.full) {
        changes.regions = await readTree('GetGeographicList', mapRegion, 'region', collect, problems);
      } else {
        const changedProperties = new Set(changes.properties.map((property) => property.ID));
        const changedProjects = new Set(changes.projects.map(({ project }) => project.ID));
        // a record the CRM lists again since its deletion came back: the list wins
        changes.removedProperties.push(...(await deletedIds('GetDeletedPropertyIDs', collect, problems)).filter((id) => !changedProperties.has(id)));
        changes.removedProjects.push(...(await deletedIds('GetDeletedProjectIDs', collect, problems)).filter((id) => !changedProjects.has(id)));
      }
      return { changes, problems };
    },
  };
}
