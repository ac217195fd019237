/**
 * Deletes what the agency no longer needs (core/forms/retention.ts): leads past their
 * form's months with their files (a rental application and its CV after six months),
 * newsletter sign-ups never confirmed. Runs when the
 * server starts and then once a day.
 */
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REQUEST_KINDS } from '../../core/api/contract.ts';
import { retentionCutoff } from '../../core/forms/retention.ts';
import type { Context } from './context.ts';
import { CONFIRMATION_DAYS } from './submissions/newsletter-sign-up.ts';

export const PURGE_INTERVAL_MS = 24 * 60 * 60_000;

/** One pass; the number of leads and sign-ups deleted. */
export async function purgeExpired(context: Context<'repositories' | 'settings' | 'now'>): Promise<{ files: number; signUps: number }> {
  const now = context.now();
  const { leads, newsletter } = context.repositories;
  let files = 0;
  for (const kind of REQUEST_KINDS) {
    const cutoff = retentionCutoff(kind, now, context.settings.retentionMonths);
    if (!cutoff) continue;
    for (const stored of await leads.purge(kind, cutoff.toISOString())) {
      try {
        unlinkSync(join(context.settings.dataDir, 'uploads', stored));
        files += 1;
      } catch {
        // already gone
      }
    }
  }
  const unconfirmed = await newsletter.dropUnconfirmed(new Date(now - CONFIRMATION_DAYS * 24 * 60 * 60_000).toISOString());
  for (const email of unconfirmed) await leads.forget('newsletter', email);
  return { files, signUps: unconfirmed.length };
}
