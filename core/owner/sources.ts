/**
 * Visits per channel (the task's "per source"): the agency's own website and the
 * property portals where the listing is published (Immoweb, Zimmo, …), as the CRM
 * counts them. Sources are the codes of ./history.ts, so a history row and a visit
 * name a channel the same way. Days are Brussels days, as in ./statistics.ts.
 */
import { OWNER_CHART_DAYS } from '../constants.ts';
import { addDays, brusselsDay } from './day.ts';
import { type HistorySource, HISTORY_SOURCES, toHistorySource } from './history.ts';
import { toInstant } from './statistics.ts';

export interface VisitSource {
  source: HistorySource;
  /** visits in the 30 days of the chart, today included */
  last30: number;
  total: number;
}

export interface SourcedVisit {
  /** an ISO timestamp, a Date or epoch ms */
  at: unknown;
  /** a source code or a CRM's name for it; a visit without one is left out */
  source: unknown;
}

/** Counts per source, busiest first (then in the order of HISTORY_SOURCES); sources without visits are left out. */
export function visitSources(visits: Iterable<SourcedVisit> | null | undefined, now: unknown = Date.now()): VisitSource[] {
  const today = brusselsDay(toInstant(now) ?? Date.now());
  const firstChartDay = addDays(today, -(OWNER_CHART_DAYS - 1));
  const counts = new Map<HistorySource, VisitSource>();
  for (const visit of visits && typeof visits === 'object' && Symbol.iterator in visits ? visits : []) {
    const instant = toInstant(visit?.at);
    const source = toHistorySource(visit?.source);
    if (instant === undefined || source === null) continue;
    const day = brusselsDay(instant);
    if (day > today) continue;
    let entry = counts.get(source);
    if (!entry) counts.set(source, (entry = { source, last30: 0, total: 0 }));
    entry.total++;
    if (day >= firstChartDay) entry.last30++;
  }
  const order = (source: HistorySource) => HISTORY_SOURCES.indexOf(source);
  return [...counts.values()].sort((a, b) => b.total - a.total || order(a.source) - order(b.source));
}
