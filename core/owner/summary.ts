/**
 * What the 30-day chart says in one sentence, for screen readers and the printed report
 * ("312 visits in the last 30 days, most on Saturday 14 November"): the sum of the
 * series and its busiest day. When several days share the highest count, the latest
 * one is named: it is the news an owner looks for.
 */
import type { DailyVisits } from './statistics.ts';

export interface VisitSummary {
  total: number;
  /** the busiest day, none when there was no visit */
  busiest?: DailyVisits;
}

export function visitSummary(days: readonly DailyVisits[] | null | undefined): VisitSummary {
  let total = 0;
  let busiest: DailyVisits | undefined;
  for (const day of Array.isArray(days) ? days : []) {
    const count = Number.isFinite(day?.count) && day.count > 0 ? day.count : 0;
    total += count;
    if (count > 0 && (!busiest || count > busiest.count || (count === busiest.count && day.date > busiest.date))) {
      busiest = { date: day.date, count };
    }
  }
  return busiest ? { total, busiest } : { total };
}
