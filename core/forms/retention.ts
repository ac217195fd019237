/**
 * How long the agency keeps what each form sends, said in one line under the form and
 * applied by the server, which deletes a lead (and its files) once its time is up.
 *
 * - `months`: a lead, kept that many months after it came in (GDPR art. 5(1)(e): no longer
 *   than needed to answer it and follow up; 24 months covers a sale or a letting cycle);
 *   a rental application only 6: a candidate who did not get the lease has no reason to be
 *   on file, and six months cover the letting, a possible second round and the questions
 *   after it (the Data Protection Authority wants data kept no longer than its purpose needs);
 * - `subscription`: a newsletter address, kept until its owner unsubscribes;
 * - `publication`: a testimonial, kept while it is published on the site;
 * A friend's name and address (send to a friend) are never stored at all: they serve the
 * one mail; the sender's lead follows the months rule.
 */
import type { RequestKind } from '../api/contract.ts';

export const LEAD_RETENTION_MONTHS = 24;
export const RENTAL_RETENTION_MONTHS = 6;

export type Retention =
  | { readonly rule: 'months'; readonly months: number }
  | { readonly rule: 'subscription' }
  | { readonly rule: 'publication' };

const lead: Retention = { rule: 'months', months: LEAD_RETENTION_MONTHS };

/** Each form's rule, by default. The server may shorten or lengthen the months per form (its `RETENTION_MONTHS`). */
export const RETENTION: Readonly<Record<RequestKind, Retention>> = {
  contact: lead,
  visit: lead,
  info: lead,
  documents: lead,
  friend: lead,
  demand: lead,
  valuation: lead,
  offer: lead,
  rental: { rule: 'months', months: RENTAL_RETENTION_MONTHS },
  newsletter: { rule: 'subscription' },
  testimonial: { rule: 'publication' },
  job: lead,
  'site-contact': lead,
};

/**
 * `RETENTION_MONTHS` as an operator writes it: `24`, or `job=12, default=24`. Kinds not
 * named keep their default; `default` replaces the common lead term, not a form's own
 * (a rental application's 6 months change only when `rental` is named); unusable parts are ignored.
 */
export function parseRetentionMonths(value: string | undefined): Partial<Record<RequestKind | 'default', number>> {
  const result: Partial<Record<RequestKind | 'default', number>> = {};
  for (const part of (value ?? '').split(/[,;\s]+/).filter(Boolean)) {
    const [name, count] = part.includes('=') ? part.split('=') : ['default', part];
    const months = Number(count);
    if (!name || !Number.isInteger(months) || months < 1 || months > 120) continue;
    if (name === 'default' || Object.hasOwn(RETENTION, name)) result[name as RequestKind | 'default'] = months;
  }
  return result;
}

/** How many months a lead of `kind` is kept under `settings`; undefined for kinds without a term in months. */
export function retentionMonths(kind: RequestKind, settings: Partial<Record<RequestKind | 'default', number>> = {}): number | undefined {
  const rule = RETENTION[kind];
  if (rule.rule !== 'months') return undefined;
  return settings[kind] ?? (rule === lead ? settings.default : undefined) ?? rule.months;
}

/** The moment before which leads of `kind` are due for deletion, `now` in ms; undefined when none are. */
export function retentionCutoff(kind: RequestKind, now: number, settings: Partial<Record<RequestKind | 'default', number>> = {}): Date | undefined {
  const months = retentionMonths(kind, settings);
  if (months === undefined) return undefined;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
