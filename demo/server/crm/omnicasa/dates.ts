/**
 * Omnicasa writes times as `YYYY-MM-DD HH:mm:ss` on Belgian clocks (the PHP client sends
 * `Y-m-d H:i:s` and reads fields named …Date that way), and some answers in WCF's
 * `/Date(1712345678000+0200)/`. Both are read here; the site stores ISO 8601.
 */
import { BRUSSELS_TIME_ZONE } from '../../../../core/owner/day.ts';
import { toInstant } from '../../../../core/owner/statistics.ts';

let format: Intl.DateTimeFormat | undefined;

/** An instant as Omnicasa's parameters take it: Brussels wall-clock time, to the second. */
export function omnicasaTime(ms: number): string {
  // Swedish writes dates and times the ISO way: 2026-04-16 19:22:44
  format ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: BRUSSELS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return format.format(ms);
}

const WCF_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/** An Omnicasa time (wall-clock Brussels, ISO with an offset, or WCF) → epoch ms; undefined when it is none of those. */
export function readOmnicasaTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const wcf = WCF_DATE.exec(value.trim());
  if (wcf) return Number(wcf[1]);
  return toInstant(value);
}
