/**
 * Omnicasa writes times as `YYYY-MM-DD HH:mm:ss` on Belgian clocks (the PHP client sends
 * `Y-m-d H:i:s` and reads fields named …Date that way), and some answers in WCF's
 * `/Date(1712345678000+0200)/`. Both are read here; the site stores ISO 8601.
 */
import { toInstant } from '../../../../core/owner/statistics.ts';
import { brusselsWallTime } from '../moments.ts';

/** An instant as Omnicasa's parameters take it: Brussels wall-clock time, to the second. */
export const omnicasaTime = brusselsWallTime;

const WCF_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/** An Omnicasa time (wall-clock Brussels, ISO with an offset, or WCF) → epoch ms; undefined when it is none of those. */
export function readOmnicasaTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const wcf = WCF_DATE.exec(value.trim());
  if (wcf) return Number(wcf[1]);
  return toInstant(value);
}
