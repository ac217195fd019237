/**
 * When the digests go out: the daily one each morning from 08:00 in Belgium, the weekly
 * one on Monday morning, each once; with them, the agency's daily report of failed deliveries. Every instance checks every ten minutes; the run
 * is claimed in the database for its day (a restart neither skips nor repeats one), and
 * the digests run in one instance at a time (Database.exclusive), so several instances
 * on one database mail each digest once. With many agencies each agency's are checked in
 * its scope, a few agencies at a time (tenancy/agency-work.ts): each claims its own day,
 * under a lock of its own, and one agency's long digest holds one place only.
 */
import type { Context } from '../context.ts';
import { sendFailedDeliveriesReport } from '../delivery/failed.ts';
import { mailOrigins } from '../http/public-url.ts';
import { type FairPool, fairPool, forEachAgency } from '../tenancy/agency-work.ts';
import type { AlertOrigins } from './alerts.ts';

/** Agencies whose digests one instance runs at once. */
export const DIGEST_PLACES = 2;

/** The scheduled run of the report of failed deliveries. */
const FAILED_REPORT = 'failed_deliveries';

const HOUR = 8;

/** The day in Brussels (YYYY-MM-DD), the hour and the weekday (1 Monday … 7 Sunday) of a moment. */
function brussels(time: number): { day: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1,
  };
}

/** Which digest is due at `now`, given the day each last ran (YYYY-MM-DD). */
export function dueDigests(now: number, last: { daily?: string | undefined; weekly?: string | undefined }): ('daily' | 'weekly')[] {
  const { day, hour, weekday } = brussels(now);
  if (hour < HOUR) return [];
  const due: ('daily' | 'weekly')[] = [];
  if (last.daily !== day) due.push('daily');
  if (weekday === 1 && last.weekly !== day) due.push('weekly');
  return due;
}

/** Runs the digests due now, unless another instance is running them; the digests that ran. */
export async function runDueDigests(context: Context<'database' | 'stores' | 'now' | 'demandAlerts'>, origins: AlertOrigins): Promise<('daily' | 'weekly')[]> {
  const ran = await context.database.exclusive('digests', async () => {
    const { runs } = context.stores;
    const done: ('daily' | 'weekly')[] = [];
    const last = { daily: await runs.last('digest_daily'), weekly: await runs.last('digest_weekly') };
    for (const frequency of dueDigests(context.now(), last)) {
      // claimed before it runs: a digest cut off halfway leaves the rest queued for the next one, never mails twice
      if (!(await runs.claim(`digest_${frequency}`, brussels(context.now()).day))) continue;
      await context.demandAlerts.runDigest(frequency, origins);
      done.push(frequency);
    }
    return done;
  });
  return ran ?? [];
}

/**
 * The agency's daily report of the deliveries that failed for good (delivery/failed.ts):
 * due as the daily digest is, claimed for its day and run under the same lock, so it goes
 * once a day whichever instance runs it, and only when something failed. Whether it ran.
 */
export async function runDueFailedReport(context: Context<'database' | 'stores' | 'now' | 'settings' | 'jobTargets' | 'send'>, origins: AlertOrigins): Promise<boolean> {
  const ran = await context.database.exclusive('digests', async () => {
    const { runs } = context.stores;
    if (!dueDigests(context.now(), { daily: await runs.last(FAILED_REPORT) }).includes('daily')) return false;
    if (!(await runs.claim(FAILED_REPORT, brussels(context.now()).day))) return false;
    await sendFailedDeliveriesReport(context, origins.apiOrigin);
    return true;
  });
  return ran ?? false;
}

type ScheduleContext = Context<'database' | 'stores' | 'now' | 'demandAlerts' | 'settings' | 'jobTargets' | 'send' | 'agencies'>;

export interface AgencyRun {
  digests: ('daily' | 'weekly')[];
  report: boolean;
}

/**
 * The digests and the report due now for each active agency (the one agency, with one),
 * each in its scope and its turn in `pool`; an agency still running from the last check
 * is left to it. `origins`: read in the agency's scope, its public addresses.
 */
export async function runDueForAgencies(context: ScheduleContext, pool: FairPool, origins: () => AlertOrigins = () => mailOrigins(context.settings)): Promise<Map<number, PromiseSettledResult<AgencyRun>>> {
  const due = (await context.agencies.active()).filter((agency) => !pool.has(agency));
  return forEachAgency(context.agencies, due, pool, async () => {
    const links = origins();
    const digests = await runDueDigests(context, links).catch((error: unknown) => {
      console.error('digest failed', error);
      return [];
    });
    const report = await runDueFailedReport(context, links).catch((error: unknown) => {
      console.error('report of failed deliveries failed', error);
      return false;
    });
    return { digests, report };
  });
}

/** The digests and the report of failed deliveries of every agency, checked now and every ten minutes. */
export function startDigestSchedule(context: ScheduleContext, origins?: () => AlertOrigins, every = 10 * 60_000): () => void {
  const pool = fairPool(DIGEST_PLACES);
  const run = () => void runDueForAgencies(context, pool, origins).catch((error: unknown) => console.error('digests failed', error));
  const timer = setInterval(run, every);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
