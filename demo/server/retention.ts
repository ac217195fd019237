/**
 * How long the server keeps what a rental candidate sent: a candidate who did not get the
 * lease has no reason to be on file, and the Data Protection Authority wants personal data
 * kept no longer than its purpose needs. Six months covers the letting of the property,
 * a possible second round and the questions after it; then the application and its CV go.
 */
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Leads } from './repositories/leads.ts';

export const RENTAL_RETENTION_MS = 183 * 86_400_000;
/** how often a long-running server looks for expired applications */
export const RETENTION_SWEEP_MS = 6 * 3_600_000;

/** Removes the rental applications past their retention period, and their files. Answers how many files went. */
export async function purgeExpiredApplications(leads: Leads, dataDir: string, now: number): Promise<number> {
  const names = await leads.purge('rental', new Date(now - RENTAL_RETENTION_MS).toISOString());
  for (const name of names) {
    try {
      unlinkSync(join(dataDir, 'uploads', name));
    } catch {
      // already gone: the record was what remained
    }
  }
  return names.length;
}
