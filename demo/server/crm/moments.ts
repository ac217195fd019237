/**
 * Times on Belgian clocks, as CRMs write them and the booking calendar shows them.
 */
import { BRUSSELS_TIME_ZONE } from '../../../core/constants.ts';
import { brusselsIso } from '../seed/calendar.ts';

let format: Intl.DateTimeFormat | undefined;

/** An instant as Brussels wall-clock time, to the second: `2026-04-16 19:22:44`. */
export function brusselsWallTime(ms: number): string {
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

/** A slot's time: `2026-05-02T14:00:00+02:00`, its Brussels day and time with the offset then. */
export function momentIso(ms: number): string {
  const [day, time] = brusselsWallTime(ms).split(' ') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return brusselsIso(ms, day, hours * 60 + minutes);
}
