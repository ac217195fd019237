/**
 * What the benchmarks of several instances share (bench-scale.ts, bench-tenants.ts): an
 * instance of the server in a process of its own, and the figures of one kind of request
 * asked by one client, then with many in flight.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { percentile } from './bench-report.ts';

export interface Instance {
  origin: string;
  child: ChildProcess;
}

/** An instance with `env` (its database, its mode), without seed, captcha or SMTP; answers once it listens. */
export async function instance(env: Record<string, string>): Promise<Instance> {
  const entry = fileURLToPath(new URL('../demo/testing/instance.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, SEED: '0', CAPTCHA: 'none', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`an instance exited (${code}) before it listened`)));
  });
  return { origin: (JSON.parse(line) as { origin: string }).origin, child };
}

/** Stops the instances and waits until they are gone. */
export async function stopInstances(instances: readonly Instance[]): Promise<void> {
  for (const { child } of instances) child.kill('SIGTERM');
  await Promise.all(instances.map(({ child }) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))));
}

export interface Figures {
  matches: string;
  aloneP50: number;
  aloneP95: number;
  loadedP50: number;
  loadedP95: number;
  perSecond: number;
  errors: number;
}

export interface Answer {
  ms: number;
  ok: boolean;
  /** how many matched, as the answer says it (matchesOf) */
  matches: string;
}

/** How many an answer says matched: its `total`, or "> total" past the bound its count stops at (`moreThanTotal`). */
export function matchesOf(body: { total?: number; moreThanTotal?: boolean } | undefined): string {
  const total = String(body?.total ?? 0);
  return body?.moreThanTotal ? `> ${total}` : total;
}

export interface Runs {
  warmUp: number;
  alone: number;
  inFlight: number;
  loaded: number;
}

/** `call(i)` asked `warmUp` times, then `alone` times one after the other, then `loaded` times with `inFlight` always waiting. */
export async function measureCalls(call: (index: number) => Promise<Answer>, runs: Runs): Promise<Figures> {
  let errors = 0;
  let index = 0;
  for (; index < runs.warmUp; index++) if (!(await call(index)).ok) errors++;
  const alone: number[] = [];
  let matches = '0';
  for (let i = 0; i < runs.alone; i++) {
    const result = await call(index++);
    alone.push(result.ms);
    if (!result.ok) errors++;
    matches = result.matches;
  }
  const loaded: number[] = [];
  let sent = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: runs.inFlight }, async () => {
      while (sent < runs.loaded) {
        sent++;
        const result = await call(index++);
        loaded.push(result.ms);
        if (!result.ok) errors++;
      }
    }),
  );
  return {
    matches,
    aloneP50: percentile(alone, 50),
    aloneP95: percentile(alone, 95),
    loadedP50: percentile(loaded, 50),
    loadedP95: percentile(loaded, 95),
    perSecond: loaded.length / ((performance.now() - start) / 1000),
    errors,
  };
}

/** The table of `measureCalls`' figures: a row per query and place (`where`), under this header. */
export const figuresHeader = (where: string, inFlight: number) => [
  'query',
  where,
  'matches',
  '1 client p50 ms',
  '1 client p95 ms',
  `${inFlight} in flight p50 ms`,
  `${inFlight} in flight p95 ms`,
  'req/s',
  'errors',
];

export function figuresRow(query: string, where: string, figures: Figures): string[] {
  const ms = (value: number) => value.toFixed(1);
  return [query, where, figures.matches, ms(figures.aloneP50), ms(figures.aloneP95), ms(figures.loadedP50), ms(figures.loadedP95), figures.perSecond.toFixed(0), String(figures.errors)];
}
