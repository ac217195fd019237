/**
 * Rendering under load, for `npm run bench`: does server rendering slow the listing API
 * down? The demo server runs in its own process (as in production: the bench's client
 * must not share its event loop); a client asks `GET /api/v1/properties` one request after
 * the other, first alone (idle), then while 200 `/render/…` requests arrive at once: every
 * detail and list page a site would include, in four languages, each asked once (a cold
 * cache: what an edge sees after a deploy), then the same 200 again at once (while the API's
 * answers are fresh), and again after that minute (when the server asks whether the data
 * changed). Measures only; no test depends on these numbers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable, percentile } from './bench-report.ts';
import { freePort } from '../demo/testing/free-port.ts';

const RENDERS = 200;
/** How long the API says a listing answer stays fresh (its Cache-Control), and a little more. */
const LISTING_FRESH_MS = 61_000;
const LISTINGS = 200;
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
const LISTING_QUERIES = ['lang=nl&pageSize=12', 'lang=fr&pageSize=12&goal=sale', 'lang=nl&pageSize=12&sort=price', 'lang=en&pageSize=12&page=2'];

interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}


/** The demo server of `root` (this checkout, or another's for a before/after) in a child process. */
export async function startServerProcess(root: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-render-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA: 'none', SMTP_URL: '', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it listened`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(origin)) resolve();
    });
  });
  child.stdout!.resume();
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Timed {
  ms: number;
  status: number;
}

async function timedGet(url: string): Promise<Timed> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

/** Listing requests one after the other until `count` are done. */
async function listingClient(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const { ms, status } = await timedGet(`${origin}/api/v1/properties?${LISTING_QUERIES[i % LISTING_QUERIES.length]}`);
    if (status !== 200) throw new Error(`listing answered ${status}`);
    times.push(ms);
  }
  return times;
}

/** 200 different includes: the detail of each listed property and list pages, in four languages. */
async function renderPaths(origin: string): Promise<string[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < RENDERS; page++) {
    const answer = (await (await fetch(`${origin}/api/v1/properties?pageSize=48&page=${page}`)).json()) as { items: { ID: number }[]; pageCount: number };
    ids.push(...answer.items.map((item) => item.ID));
    if (page >= answer.pageCount) break;
  }
  const paths: string[] = [];
  for (let i = 0; paths.length < RENDERS; i++) {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    if (i % 5 === 4) paths.push(`/render/agency-property-list?lng=${language}&page-size=12&heading-level=1&url=%2F${language}%2F%3Fpage%3D${1 + Math.floor(i / 5)}`);
    else paths.push(`/render/agency-property-detail?lng=${language}&heading-level=1&property-id=${ids[Math.floor(i / LANGUAGES.length) % ids.length]}`);
  }
  return paths;
}

interface Round {
  /** the listing alone just before: the machine's load changes from minute to minute */
  idle: number[];
  listing: number[];
  renders: Timed[];
}

async function mixedRound(origin: string, paths: readonly string[]): Promise<Round> {
  const idle = await listingClient(origin, LISTINGS);
  const renders = Promise.all(paths.map((path) => timedGet(`${origin}${path}`)));
  const listing = await listingClient(origin, LISTINGS);
  return { idle, listing, renders: await renders };
}

const ms = (value: number) => value.toFixed(1);

function rows(label: string, { idle, ...round }: Round): string[] {
  const idleP95 = percentile(idle, 95);
  const p95 = percentile(round.listing, 95);
  const ok = round.renders.filter((render) => render.status === 200 || render.status === 404);
  const refused = round.renders.filter((render) => render.status === 503).length;
  const other = round.renders.length - ok.length - refused;
  const times = ok.map((render) => render.ms);
  return [
    label,
    ms(percentile(idle, 50)),
    ms(idleP95),
    ms(percentile(round.listing, 50)),
    ms(p95),
    `${(p95 / idleP95).toFixed(1)}×`,
    String(ok.length),
    String(refused + other),
    times.length > 0 ? ms(percentile(times, 50)) : '–',
    times.length > 0 ? ms(percentile(times, 95)) : '–',
  ];
}

/** Idle listing, then a cold and a warm round of 200 renders mixed with 200 listing requests, against the server of `root`. */
export async function mixedLoadBench(root: string, label: string, env: Record<string, string> = {}, options: { later?: boolean } = {}): Promise<string[][]> {
  const server = await startServerProcess(root, env);
  try {
    const paths = await renderPaths(server.origin);
    // warm the server up: its code, its statements, one render of each screen
    await listingClient(server.origin, 30);
    for (const path of paths.slice(0, 5)) await timedGet(`${server.origin}${path.replace(/lng=\w+/, 'lng=nl')}`);
    const made = [rows(`${label}, first round`, await mixedRound(server.origin, paths)), rows(`${label}, same 200 again`, await mixedRound(server.origin, paths))];
    if (!options.later) return made;
    // the listings' answers are fresh a minute (their Cache-Control): after it, the server asks whether they changed
    await new Promise((resolve) => setTimeout(resolve, LISTING_FRESH_MS));
    return [...made, rows(`${label}, again a minute later`, await mixedRound(server.origin, paths))];
  } finally {
    await server.stop();
  }
}

export const MIXED_LOAD_HEADER = [
  'server',
  'listing idle p50',
  'idle p95',
  'mixed p50',
  'mixed p95',
  'p95 mixed/idle',
  'renders 200/404',
  'refused (503) or failed',
  'render p50',
  'render p95',
];

export const MIXED_LOAD_TITLE =
  `Rendering under load: ${LISTINGS} listing requests one after the other (GET /api/v1/properties), alone, then at once while ` +
  `${RENDERS} /render requests arrive at once (details and list pages, four languages): a first time, again at once, again a minute later; the server in its own process. ms.`;

/** The ways this server can render, side by side: in threads of their own (the default), and in the API's own thread. */
export async function renderingModes(root: string): Promise<string[][]> {
  return [
    ...(await mixedLoadBench(root, 'renders in a thread', { RENDER_THREADS: '1' }, { later: true })),
    ...(await mixedLoadBench(root, 'renders in the API’s thread', { RENDER_THREADS: '0' }, { later: true })),
  ];
}

// `tsx tools/bench-render.ts [checkout label]`: this measurement alone; with a checkout, that checkout's server as it is
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [other, label] = process.argv.slice(2);
  console.log(`${MIXED_LOAD_TITLE}\n`);
  const rows = other ? await mixedLoadBench(other, label ?? other) : await renderingModes(fileURLToPath(new URL('../', import.meta.url)));
  console.log(markdownTable(MIXED_LOAD_HEADER, rows, 1));
}
