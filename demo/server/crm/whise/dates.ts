/**
 * Whise's times: ISO 8601 (the PHP client reads `…T…` strings as dates), often without an
 * offset, as `2023-01-01T14:00:00`. Which clock such a time is on is not public: it is
 * read as Belgian wall-clock time, the agency's. A time the connector sends (the start
 * of UpdateDateTimeRange) is written as UTC without an offset: read as UTC it is exact,
 * read as Belgian time it starts an hour or two earlier, so a sync asks for a little
 * more than it needs and never less.
 */
import { toInstant } from '../../../../core/owner/statistics.ts';

/** An instant as the connector sends it: UTC, to the second, no offset. */
export function whiseTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** A Whise time → epoch ms; undefined when it is none. */
export function readWhiseTime(value: unknown): number | undefined {
  return typeof value === 'string' ? toInstant(value) : undefined;
}
