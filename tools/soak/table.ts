/** The soak's one table: requests and answers by kind, latency, what was lost or doubled, each instance's growth. */
import type { Accounting } from './accounting.ts';
import type { Ledger } from './ledger.ts';
import type { Incarnation } from './stage.ts';

export interface Verdict {
  lost: number;
  doubled: number;
  /** 5xx answers without Retry-After */
  unannounced5xx: number;
  /** bookings confirmed through another listing, and 304s to an ETag older than the data */
  wrongBookings: number;
  staleAnswers: number;
  /** instances that ended by themselves */
  crashes: number;
}

export function verdictOf(ledger: Ledger, accounting: Accounting): Verdict {
  const sum = (counts: Accounting['lost']) => counts.records + counts.mails + counts.crm;
  return {
    lost: sum(accounting.lost),
    doubled: sum(accounting.doubled),
    unannounced5xx: ledger.attempts.filter((attempt) => attempt.status >= 500 && !attempt.announced).length,
    wrongBookings: ledger.wrongBookings,
    staleAnswers: ledger.staleAnswers,
    crashes: ledger.crashes,
  };
}

export const failed = (verdict: Verdict) => Object.values(verdict).some((count) => count > 0);

/** When the unannounced 5xx came, per kind: the first and last second of the run. */
function unannouncedWindows(ledger: Ledger): string[] {
  const windows = new Map<string, { first: number; last: number; count: number }>();
  for (const attempt of ledger.attempts) {
    if (attempt.status < 500 || attempt.announced) continue;
    const key = `${attempt.kind} ${attempt.status}`;
    const window = windows.get(key) ?? { first: attempt.at, last: attempt.at, count: 0 };
    window.first = Math.min(window.first, attempt.at);
    window.last = Math.max(window.last, attempt.at);
    window.count++;
    windows.set(key, window);
  }
  return [...windows].map(([key, { first, last, count }]) => `  ${key} ×${count} between ${(first / 1000).toFixed(1)} s and ${(last / 1000).toFixed(1)} s`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function grid(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!))).join('  ')).join('\n');
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const signed = (value: number, unit = '') => `${value >= 0 ? '+' : ''}${value}${unit}`;

export function printTable(options: { title: string; ledger: Ledger; accounting: Accounting; incarnations: Incarnation[]; verdict: Verdict }): string {
  const { ledger, accounting, incarnations, verdict } = options;
  const kinds = [...new Set(ledger.attempts.map((attempt) => attempt.kind))].sort();
  const rows: (string | number)[][] = [['kind', 'requests', '2xx', '304', '4xx', '5xx ann.', '5xx other', 'no answer', 'p50 ms', 'p95 ms', 'p99 ms']];
  const line = (kind: string, attempts: typeof ledger.attempts) => {
    const times = attempts.filter((attempt) => attempt.status > 0).map((attempt) => attempt.ms).sort((a, b) => a - b);
    const count = (test: (status: number, announced: boolean) => boolean) => attempts.filter((attempt) => test(attempt.status, attempt.announced)).length;
    rows.push([
      kind,
      attempts.length,
      count((status) => status >= 200 && status < 300),
      count((status) => status === 304),
      count((status) => status >= 400 && status < 500),
      count((status, announced) => status >= 500 && announced),
      count((status, announced) => status >= 500 && !announced),
      count((status) => status === 0),
      Math.round(percentile(times, 50)),
      Math.round(percentile(times, 95)),
      Math.round(percentile(times, 99)),
    ]);
  };
  for (const kind of kinds) line(kind, ledger.attempts.filter((attempt) => attempt.kind === kind));
  line('all', ledger.attempts);

  const statuses = new Map<number, number>();
  for (const attempt of ledger.attempts) statuses.set(attempt.status, (statuses.get(attempt.status) ?? 0) + 1);
  const outcomes = new Map<string, number>();
  for (const send of ledger.sends) outcomes.set(send.outcome, (outcomes.get(send.outcome) ?? 0) + 1);
  const resent = ledger.sends.filter((send) => send.resends > 0).length;

  const instances: (string | number)[][] = [['instance', 'RSS first', 'RSS last', 'RSS growth', 'fds first', 'fds last', 'fd growth', 'end']];
  for (const incarnation of incarnations) {
    const { first, last } = incarnation;
    if (!first || !last) continue;
    instances.push([incarnation.name, mb(first.rssKb), mb(last.rssKb), signed(Math.round((last.rssKb - first.rssKb) / 1024), ' MB'), first.fds, last.fds, signed(last.fds - first.fds), incarnation.exited ?? (incarnation.killed ? 'killed' : 'ran to the end')]);
  }

  const out = [
    options.title,
    '',
    grid(rows),
    '',
    `answers by status: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'none' : status} ×${count}`).join(', ')}`,
    `sends (one Idempotency-Key each): ${ledger.sends.length}; ${[...outcomes].sort(([, a], [, b]) => b - a).map(([outcome, count]) => `${outcome} ×${count}`).join(', ')}; ${resent} sent again after a refusal or no answer`,
    '',
    grid(instances),
    '',
    'faults:',
    ...ledger.faults.map((fault) => `  ${(fault.at / 1000).toFixed(1).padStart(7)} s  ${fault.what}`),
    '',
    `read back: ${accounting.stored} stored sends looked for; delivery jobs left pending ${accounting.pendingJobs}, failed ${accounting.failedJobs}`,
    `lost     ${verdict.lost}  (records ${accounting.lost.records}, mails ${accounting.lost.mails}, CRM calls ${accounting.lost.crm})`,
    `doubled  ${verdict.doubled}  (records ${accounting.doubled.records}, mails ${accounting.doubled.mails} under two Message-IDs, CRM calls ${accounting.doubled.crm})`,
    `re-sent  ${accounting.resentMails}  mails accepted again under the Message-ID already accepted (at least once: an instance killed between the mail server's acceptance and the record of it)`,
    `re-made  ${accounting.remadeCalls}  CRM calls made again after an instance was killed between the call and its record (at least once)`,
    `5xx      ${verdict.unannounced5xx} unannounced (without Retry-After)`,
    `wrong    ${verdict.wrongBookings} bookings confirmed through another listing's id`,
    `crashed  ${verdict.crashes} instances ended by themselves (started again)`,
    `stale    ${verdict.staleAnswers} of ${ledger.staleChecks} conditional requests answered 304 with an ETag from before the data changed`,
    ...unannouncedWindows(ledger),
    ...(accounting.details.length ? ['', ...accounting.details.map((detail) => `  ${detail}`)] : []),
    ...(ledger.oddities.length ? ['', 'odd:', ...ledger.oddities.map((odd) => `  ${odd}`)] : []),
    '',
    failed(verdict) ? 'FAILED: something was lost, doubled, answered 5xx unannounced, booked wrongly, served stale or crashed' : 'OK: nothing lost, doubled, answered 5xx unannounced, booked wrongly, served stale or crashed',
  ];
  return out.join('\n');
}
