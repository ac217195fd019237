/**
 * An owner's visit statistics from two of Omnicasa's statistics calls:
 * GetManyVisitStatisticsOfProperty (all-time visits per portal: `{ MediaName,
 * NumberOfVisits }`) and GetMediaObjectStatisticsGraphList (visits per day and portal:
 * `{ Date, MediaName, NumberOfVisits }`), onto core's OwnerStatistics. Days, weeks and
 * months are Brussels calendar days, counted by core's own rules; portals become the
 * sources of core/owner/history.ts. One unreadable row makes the whole answer unreadable:
 * counts with a row missing would be wrong, not partial.
 */
import type { OwnerStatistics } from '../../../../../core/api/contract.ts';
import { toHistorySource } from '../../../../../core/owner/history.ts';
import { visitStatistics } from '../../../../../core/owner/statistics.ts';
import type { VisitSource } from '../../../../../core/owner/sources.ts';
import { OWNER_CHART_DAYS } from '../../../../../core/constants.ts';
import { addDays, brusselsDay } from '../../../../../core/owner/day.ts';
import { type Mapped, type MappingProblem, RecordReader } from '../../mapping.ts';
import { readOmnicasaTime } from '../dates.ts';

/** How far back the daily rows must reach: the chart's 30 days, and the whole calendar month. */
export function statisticsStart(now: number): string {
  const today = brusselsDay(now);
  const chart = addDays(today, -(OWNER_CHART_DAYS - 1));
  const month = `${today.slice(0, 8)}01`;
  return chart < month ? chart : month;
}

const HALF_DAY = 43_200_000;

export function mapStatistics(propertyId: number, totals: readonly unknown[], daily: readonly unknown[], now: number): Mapped<OwnerStatistics> {
  const problems: MappingProblem[] = [];
  const visits: number[] = [];
  const sources = new Map<VisitSource['source'], VisitSource>();
  const firstChartDay = addDays(brusselsDay(now), -(OWNER_CHART_DAYS - 1));
  const sourceOf = (name: string | null) => toHistorySource(name) ?? 'other';
  const entry = (name: string | null) => {
    const source = sourceOf(name);
    let found = sources.get(source);
    if (!found) sources.set(source, (found = { source, last30: 0, total: 0 }));
    return found;
  };

  for (const row of daily) {
    const read = RecordReader.single('statistics', row, 'Date');
    const day = read.date('Date', readOmnicasaTime, { required: true });
    const count = read.integer('NumberOfVisits', { required: true, min: 0 });
    const media = read.text('MediaName');
    if (read.problems.length) {
      problems.push(...read.problems.map((problem) => ({ ...problem, id: propertyId })));
      continue;
    }
    // a day's visits at its middle: every count lands on its Brussels day
    const at = Date.parse(day!) + HALF_DAY;
    for (let i = 0; i < count!; i++) visits.push(at);
    if (brusselsDay(at) >= firstChartDay && brusselsDay(at) <= brusselsDay(now)) entry(media).last30 += count!;
  }
  let total = 0;
  for (const row of totals) {
    const read = RecordReader.single('statistics', row, 'MediaName');
    const count = read.integer('NumberOfVisits', { required: true, min: 0 });
    const media = read.text('MediaName');
    if (read.problems.length) {
      problems.push(...read.problems.map((problem) => ({ ...problem, id: propertyId })));
      continue;
    }
    total += count!;
    entry(media).total += count!;
  }
  if (problems.length) return { ok: false, problems };
  const counts = visitStatistics(visits, now);
  const order = [...sources.values()].filter((source) => source.total > 0 || source.last30 > 0);
  order.sort((a, b) => b.total - a.total || b.last30 - a.last30);
  return { ok: true, value: { ...counts, total: Math.max(total, counts.total), sources: order } };
}
