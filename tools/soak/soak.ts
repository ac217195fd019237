/**
 * `npm run soak`: the server under a steady crowd of visitors for a while, while things
 * fail (docs/server.md, "The soak"). Then everything is read back and one table printed;
 * the exit code is 1 when a send was lost or doubled, a 5xx came unannounced, a booking
 * was confirmed through another listing or a page was served stale.
 *
 *   npm run soak -- --minutes 10 --engine postgres --seed 7 --rate 3
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { REQUEST_KINDS } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { OWNER } from '../../demo/fake-omnicasa/catalogue.ts';
import { account, awaitDeliveries } from './accounting.ts';
import { faultSchedule } from './faults.ts';
import { Ledger } from './ledger.ts';
import { seededRandom } from './random.ts';
import { type Engine, type Stage, startStage } from './stage.ts';
import { failed, printTable, type Verdict, verdictOf } from './table.ts';
import { Visitor, type VisitorContext, type World } from './visitors.ts';

export interface SoakOptions {
  minutes: number;
  seed: number;
  engine: Engine;
  /** visitors' actions started a second (each a few requests) */
  rate: number;
  /** listings the CRM fake holds */
  listings: number;
  /** progress lines (the table is returned, and printed by the script) */
  log?: (line: string) => void;
}

export interface SoakResult {
  verdict: Verdict;
  failed: boolean;
  table: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the visitors find: the listings, the moments to book, the pages; once the first sync is in. */
async function explore(stage: Stage): Promise<World> {
  const origin = stage.live()[0]!;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const list = (goal: string) => get<{ items: PropertySummary[]; total: number }>(`/api/v1/properties?goal=${goal}&pageSize=100`);
  // the instances sync the CRM as they start, and read its calendar after that
  let bookable: number[] = [];
  let sale: PropertySummary[] = [];
  let rent: PropertySummary[] = [];
  // (the calendar is read a batch at a time: its moments are all in once two readings agree)
  let before = -1;
  for (let round = 0; round < 240; round++) {
    [sale, rent] = [(await list('sale')).items, (await list('rent')).items];
    if (sale.length && rent.length) {
      const calendars = await Promise.all([...sale, ...rent].map(async (item) => ({ id: item.ID, slots: (await get<{ slots: unknown[] }>(`/api/v1/appointments?propertyId=${item.ID}`)).slots.length })));
      bookable = calendars.filter((calendar) => calendar.slots > 0).map((calendar) => calendar.id);
      if (bookable.length > 0 && bookable.length === before) break;
      before = bookable.length;
    }
    await sleep(1_000);
  }
  const projects = (await get<{ items: { ID: number }[] }>('/api/v1/projects?pageSize=100')).items.map((project) => project.ID);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const detailPages = new Map<number, string>();
  for (const item of sale) {
    const path = pages.find((page) => page.startsWith('/nl/') && page.includes(String(item.ID)));
    if (path) detailPages.set(item.ID, path);
  }
  const cv = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.alloc(256 * 1024, 'x'), Buffer.from('\n1 0 obj\n<<>>\nendobj\n%%EOF\n')]);
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#9a3b2c' } }).png().toBuffer();
  return { sale, rent, bookable, projects: projects.length ? projects : [1], pages: pages.length ? pages : ['/nl/'], detailPages, owner: { login: OWNER.Email, password: OWNER.Password }, cv, photo };
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const duration = Math.round(options.minutes * 60_000);
  const random = seededRandom(options.seed);
  log(`soak: ${options.minutes} min on ${options.engine}, seed ${options.seed}, ${options.rate} actions a second`);
  const ledger = new Ledger();
  const stage = await startStage({
    engine: options.engine,
    listings: options.listings,
    log,
    onExit: (incarnation, lastLog) => {
      ledger.crashes++;
      ledger.fault(`instance ${incarnation.name} ${incarnation.exited}; the end of its log: ${lastLog.trim().split('\n').slice(-12).join(' | ').slice(0, 1500)}`);
    },
  });
  try {
    const world = await explore(stage);
    log(`${world.sale.length} listings for sale, ${world.rent.length} for rent, ${world.bookable.length} with moments to book, ${world.pages.length} pages`);
    let stopped = false;
    const context: VisitorContext = { ledger, world, smtp: stage.smtp, live: () => stage.live(), stopped: () => stopped, prefix: `soak${options.seed}` };
    const visitor = () => new Visitor(context, random.fork());
    const running = new Set<Promise<void>>();
    const track = (work: Promise<void>) => {
      const done = work.catch((error: unknown) => {
        if (!(error instanceof ApiError)) ledger.odd(error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 3).join(' | ') : String(error));
      });
      running.add(done);
      void done.finally(() => running.delete(done));
      return done;
    };
    const actions: [number, () => Promise<void>][] = [
      [20, () => visitor().page()],
      [5, () => visitor().include()],
      [15, () => visitor().listSearch()],
      [8, () => visitor().mapSearch()],
      [12, async () => void (await visitor().detail())],
      [20, async () => void (await visitor().form(random.pick(REQUEST_KINDS)))],
      [6, () => visitor().favourites()],
      [4, () => visitor().owner()],
      [3, () => Visitor.race(Array.from({ length: random.int(3, 7) }, visitor), world, random, ledger)],
    ];
    const weight = actions.reduce((sum, [share]) => sum + share, 0);
    const pickAction = () => {
      let draw = random.next() * weight;
      for (const [share, action] of actions) if ((draw -= share) < 0) return action;
      return actions[0]![1];
    };

    let drainDeadline = Number.POSITIVE_INFINITY;
    const faults = faultSchedule({
      stage,
      ledger,
      world,
      random,
      duration,
      stopped: () => Date.now() > drainDeadline,
      visitor,
      uploadBurst: async (count) => {
        await Promise.all(Array.from({ length: count }, () => track(visitor().form('job', { withFile: true }).then(() => undefined))));
      },
    });
    const started = Date.now();
    ledger.started = started;
    const faultRuns = faults.map((fault) =>
      sleep(fault.at * duration).then(() =>
        fault.run().catch((error: unknown) => ledger.fault(`${fault.name} failed: ${error instanceof Error ? error.message : String(error)}`)),
      ),
    );
    const sampler = setInterval(() => stage.sample(), 2_000);
    stage.sample();
    while (Date.now() - started < duration) {
      await sleep(random.interval(options.rate));
      if (running.size < 40) void track(pickAction()());
    }
    stopped = true;
    log(`the crowd leaves: ${ledger.attempts.length} requests so far; waiting for sends under way and the faults to heal`);
    drainDeadline = Date.now() + 180_000;
    await Promise.all(running);
    await Promise.all(faultRuns);
    clearInterval(sampler);
    stage.crm.up();
    stage.smtp.state.refuse = false;
    log('waiting for the delivery queue to empty');
    // a job that failed during an outage is tried again after a backoff about twice the outage
    await awaitDeliveries(stage, Math.max(120_000, duration / 5));
    stage.sample();
    const accounting = await account(stage, ledger);
    const verdict = verdictOf(ledger, accounting);
    const incarnations = stage.instances.flatMap((instance) => instance.incarnations);
    const table = printTable({ title: `soak: ${options.minutes} min on ${options.engine === 'postgres' ? 'PostgreSQL, two instances' : 'SQLite, one instance'}, seed ${options.seed}, ${options.rate} actions/s`, ledger, accounting, incarnations, verdict });
    return { verdict, failed: failed(verdict), table };
  } finally {
    await stage.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      seed: { type: 'string', default: '1' },
      engine: { type: 'string', default: 'sqlite' },
      rate: { type: 'string', default: '3' },
      listings: { type: 'string', default: '30' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const engine = values.engine as Engine;
  if (engine !== 'sqlite' && engine !== 'postgres') {
    console.error('usage: npm run soak -- [--minutes 10] [--engine sqlite|postgres] [--seed 1] [--rate 3] [--listings 30] [--quiet]');
    process.exit(2);
  }
  const result = await runSoak({
    minutes: Number(values.minutes),
    seed: Number(values.seed),
    engine,
    rate: Number(values.rate),
    listings: Number(values.listings),
    log: values.quiet ? undefined : (line) => console.error(line),
  });
  console.log(result.table);
  process.exit(result.failed ? 1 : 0);
}
