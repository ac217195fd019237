/**
 * When the digests go out: the daily one each morning from 08:00 in Belgium, the weekly
 * one on Monday morning, each once (the last run is kept in the database, so a restart
 * neither skips nor repeats one). `npm start` checks every ten minutes.
 */
import type { Context } from '../context.ts';
import { getMeta, setMeta } from '../db/database.ts';
import type { AlertOrigins } from './alerts.ts';

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

export function startDigestSchedule(context: Context, origins: AlertOrigins, every = 10 * 60_000): () => void {
  const run = async () => {
    const alerts = context.demandAlerts;
    if (!alerts) return;
    const last = { daily: getMeta(context.db, 'digest_daily'), weekly: getMeta(context.db, 'digest_weekly') };
    for (const frequency of dueDigests(context.now(), last)) {
      setMeta(context.db, `digest_${frequency}`, brussels(context.now()).day);
      await alerts.runDigest(frequency, origins);
    }
  };
  const timer = setInterval(() => void run().catch((error: unknown) => console.error('digest failed', error)), every);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
