import type { HistorySource } from '../../../core/owner/history.ts';

/** Page views of a property (Omnicasa: AddPropertyVisit): what the owner statistics count. */
export interface Visits {
  /** Counts one view at `at` (ms) from `source` (default: the agency's website): a time, a property and a channel, nothing about the visitor. */
  record(propertyId: number, at: number, source?: HistorySource): Promise<void>;
}
