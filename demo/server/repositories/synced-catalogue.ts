/**
 * Where a CRM sync writes: the change set one sync collects, and the small interface that
 * applies it to the local store (sql/synced-catalogue.ts, on SQLite and PostgreSQL). Any
 * connector hands a whole change set to `apply`, which writes it in one transaction: all
 * of it, or nothing. A sync that failed or stopped half-way therefore changes nothing,
 * and the last good data stays published. The sync's status is kept beside the data, in
 * that same transaction.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import type { MappingProblem } from '../crm/mapping.ts';

export interface ProjectRecord {
  project: Project;
  /** ISO 8601: when the CRM created it (lists show the newest first) */
  createdAt: string;
}

/** What one sync found. */
export interface CatalogueChanges {
  /** a full copy: every online record that is not published, kept or removed here goes offline */
  full: boolean;
  /** new or changed records, put online as they are */
  properties: Property[];
  projects: ProjectRecord[];
  /** records the CRM deleted or took off the site */
  removedProperties: number[];
  removedProjects: number[];
  /** records the CRM still lists but the mapping could not read: they stay as they were */
  keptProperties: number[];
  keptProjects: number[];
  /** reference trees, replaced whole when given */
  regions?: TreeItemSource[] | undefined;
  propertyTypes?: TreeItemSource[] | undefined;
}

export interface AppliedChanges {
  /** ids of listings that are new on the site or whose record changed */
  changedProperties: number[];
  /** listings and projects that went offline */
  withdrawn: number;
}

/** What the health endpoint and `npm run sync` tell of the sync. */
export interface SyncStatus {
  /** ISO 8601: when the last sync that was applied started; the next incremental sync asks for changes since then */
  lastGoodStart?: string;
  /** ISO 8601: when the last sync that was applied ended: the site's data is the CRM's as of then */
  lastGoodEnd?: string;
  /** ISO 8601: when the last full copy that was applied started */
  lastFullStart?: string;
  lastAttempt?: {
    start: string;
    end: string;
    full: boolean;
    ok: boolean;
    /** what failed, when it did: an endpoint and a reason, never a credential */
    error?: string;
    /** calls made to the CRM, retries included */
    calls: number;
  };
  /** records the last applied sync could not read (the first few), and how many there were */
  skipped: MappingProblem[];
  skippedCount: number;
}

export interface CatalogueWriter {
  /** How many listings and projects are online now. */
  published(): Promise<{ properties: number; projects: number }>;
  /** Applies the change set and the status that goes with it, in one transaction. */
  apply(changes: CatalogueChanges, status: SyncStatus): Promise<AppliedChanges>;
  /** Records the status of a sync that was not applied; the data stays as it was. */
  saveStatus(status: SyncStatus): Promise<void>;
  status(): Promise<SyncStatus | undefined>;
}
