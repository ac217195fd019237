/**
 * `npm run bench:lighthouse`: Lighthouse on the demo site's list, a detail and the catch-all
 * app, as a phone sees them (Lighthouse's mobile defaults: a mid-range phone's screen, 4× CPU
 * slowdown and a slow 4G line, simulated from a run without throttling), each page a few
 * times in a fresh Debian Chromium. Prints the median of each figure as a table and writes every run and
 * the medians to dist/lighthouse.json. Simulated figures lean on how fast this machine ran
 * the page: on a busy machine they are slower and vary more.
 * Measures only; no test depends on these numbers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { buildApp } from '../demo/server/app.ts';
import { firstListedId } from '../demo/testing/harness.ts';
import { markdownTable, percentile } from './bench-report.ts';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const OUTPUT = 'dist/lighthouse.json';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  /** bytes of JavaScript transferred */
  jsBytes: number;
}

interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile, its DevTools on a free port (written to DevToolsActivePort). */
async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
  const chromium: ChildProcess = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const close = async () => {
    if (chromium.exitCode === null) {
      chromium.kill();
      const killer = setTimeout(() => chromium.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    // Chromium's helper processes may still be writing to the profile after the browser quit:
    // a profile left in the temporary directory must not end the benchmark
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    if (chromium.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await close();
  throw new Error(`${chromiumPath} did not open its DevTools port`);
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Result): Figures {
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ??
    []) as { resourceType?: string; transferSize?: number }[];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: requests.length,
    jsBytes: requests.filter((request) => request.resourceType === 'Script').reduce((total, request) => total + (request.transferSize ?? 0), 0),
  };
}

let lighthouseVersion = '';

async function audit(url: string): Promise<Figures> {
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    lighthouseVersion = result.lhr.lighthouseVersion;
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

const median = (runs: Figures[]): Figures =>
  Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, percentile(runs.map((run) => run[key as keyof Figures]), 50)])) as unknown as Figures;

const dataDir = mkdtempSync(join(tmpdir(), 'agency-lighthouse-data-'));
const app = await buildApp({ settings: { dataDir } });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const firstId = await firstListedId((path) => `${base}${path}`);
  const pages = [
    // the demo site's pages render their screen on the server; ?render=client is the same
    // page as a plain CMS page gives it, left to the browser
    { name: 'list', path: '/nl/te-koop/' },
    { name: 'list (plain CMS page)', path: '/nl/te-koop/?render=client' },
    { name: 'detail', path: `/nl/pand/${firstId}/` },
    { name: 'detail (plain CMS page)', path: `/nl/pand/${firstId}/?render=client` },
    { name: 'app (catch-all)', path: '/app/nl/te-koop/' },
  ];
  const results: { page: string; path: string; runs: Figures[]; median: Figures }[] = [];
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${base}${page.path}`));
    results.push({ page: page.name, path: page.path, runs, median: median(runs) });
  }

  const header = ['page', 'path', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SEO', 'a11y', 'best pr.', 'requests', 'JS KB'];
  const rows = results.map(({ page, path, median: m }) => [
    page,
    path.replace(/\d+/, '<id>'),
    String(m.performance),
    String(Math.round(m.fcp)),
    String(Math.round(m.lcp)),
    String(Math.round(m.tbt)),
    m.cls.toFixed(3),
    String(m.seo),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.requests),
    (m.jsBytes / 1024).toFixed(1),
  ]);
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, Chromium at ${chromiumPath}; each figure the median of its ${RUNS} runs ` +
      `(scores 0–100, JS KB transferred). Load average ${load} on ${cpus().length} cores.\n`,
  );
  console.log(markdownTable(header, rows, 2));
  mkdirSync('dist', { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: lighthouseVersion, runs: RUNS, formFactor: 'mobile', pages: results }, null, 2)}\n`);
  console.log(`\nEvery run: ${OUTPUT}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
