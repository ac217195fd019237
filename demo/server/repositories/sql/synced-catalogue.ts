/**
 * The catalogue writer on the server's database, SQLite or PostgreSQL alike, through the
 * functions every writer of the catalogue uses (catalogue-writer.ts):
 * listings and projects are upserted in batches and taken offline (`online = 0`: their
 * visits, history and bookings keep pointing at them), trees replaced whole, and the
 * sync's status kept in the meta table, all in one transaction.
 */
import type { Database, Sql } from '../../db/database.ts';
import type { CatalogueWriter, SyncStatus } from '../synced-catalogue.ts';
import { publishedCounts, publishProjects, publishProperties, replaceTree, storedPropertyRows, withdraw, withdrawAllBut } from './catalogue-writer.ts';

const STATUS_KEY = 'crm_sync';

async function saveStatus({ db }: Sql, status: SyncStatus): Promise<void> {
  const value = JSON.stringify(status);
  await db
    .insertInto('meta')
    .values({ key: STATUS_KEY, value })
    .onConflict((conflict) => conflict.columns(['key', 'agency_id']).doUpdateSet({ value }))
    .execute();
}

/** The last record of each id: a list the CRM changed while it was paged through may name one twice. */
const lastOfEach = <T>(items: readonly T[], id: (item: T) => number): T[] => [...new Map(items.map((item) => [id(item), item])).values()];

export function sqlCatalogueWriter(database: Database): CatalogueWriter {
  return {
    published: () => publishedCounts(database),

    apply: (changes, status) =>
      database.transaction(async (sql) => {
        const properties = lastOfEach(changes.properties, (property) => property.ID);
        const before = await storedPropertyRows(
          sql,
          properties.map((property) => property.ID),
        );
        const changedProperties = properties
          .filter((property) => {
            const stored = before.get(property.ID);
            return !stored || !stored.online || stored.data !== JSON.stringify(property);
          })
          .map((property) => property.ID);
        await publishProperties(sql, properties);
        const projects = lastOfEach(changes.projects, ({ project }) => project.ID);
        await publishProjects(sql, projects);
        let withdrawn = (await withdraw(sql, 'properties', changes.removedProperties)) + (await withdraw(sql, 'projects', changes.removedProjects));
        if (changes.full) {
          withdrawn += await withdrawAllBut(sql, 'properties', [...properties.map((property) => property.ID), ...changes.keptProperties]);
          withdrawn += await withdrawAllBut(sql, 'projects', [...projects.map(({ project }) => project.ID), ...changes.keptProjects]);
        }
        if (changes.regions) await replaceTree(sql, 'regions', changes.regions);
        if (changes.propertyTypes) await replaceTree(sql, 'types', changes.propertyTypes);
        await saveStatus(sql, status);
        return { changedProperties, withdrawn };
      }),

    saveStatus: (status) => saveStatus(database, status),

    async status() {
      const stored = await database.db.selectFrom('meta').select('value').where('key', '=', STATUS_KEY).executeTakeFirst();
      return stored === undefined ? undefined : (JSON.parse(stored.value) as SyncStatus);
    },
  };
}
