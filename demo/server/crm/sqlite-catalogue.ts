/**
 * The catalogue writer on the demo's SQLite database, through the seed's publishing
 * functions (seed/publish.ts): listings and projects are upserted and taken offline
 * (`online = 0`: their visits, history and bookings keep pointing at them), trees
 * replaced whole, and the sync's status kept in the meta table, all in one transaction.
 */
import { type Db, getMeta, setMeta } from '../db/database.ts';
import {
  publishedCounts,
  publishListing,
  publishProject,
  replaceTree,
  storedListingRow,
  withdrawListings,
  withdrawListingsExcept,
  withdrawProjects,
  withdrawProjectsExcept,
} from '../seed/publish.ts';
import type { CatalogueWriter, SyncStatus } from './catalogue.ts';

const STATUS_KEY = 'crm_sync';

export function sqliteCatalogueWriter(db: Db): CatalogueWriter {
  return {
    async published() {
      return publishedCounts(db);
    },

    async apply(changes, status) {
      return db.transaction(() => {
        const changedProperties: number[] = [];
        for (const property of changes.properties) {
          const before = storedListingRow(db, property.ID);
          if (!before || !before.online || before.data !== JSON.stringify(property)) changedProperties.push(property.ID);
          publishListing(db, property);
        }
        for (const { project, createdAt } of changes.projects) publishProject(db, project, createdAt);
        let withdrawn = withdrawListings(db, changes.removedProperties) + withdrawProjects(db, changes.removedProjects);
        if (changes.full) {
          withdrawn += withdrawListingsExcept(db, [...changes.properties.map((property) => property.ID), ...changes.keptProperties]);
          withdrawn += withdrawProjectsExcept(db, [...changes.projects.map(({ project }) => project.ID), ...changes.keptProjects]);
        }
        if (changes.regions) replaceTree(db, 'regions', changes.regions);
        if (changes.propertyTypes) replaceTree(db, 'types', changes.propertyTypes);
        setMeta(db, STATUS_KEY, JSON.stringify(status));
        return { changedProperties, withdrawn };
      })();
    },

    async saveStatus(status: SyncStatus) {
      setMeta(db, STATUS_KEY, JSON.stringify(status));
    },

    async status() {
      const stored = getMeta(db, STATUS_KEY);
      return stored === undefined ? undefined : (JSON.parse(stored) as SyncStatus);
    },
  };
}
