/**
 * The fault schedule, scaled to the run's length: each fault at its share of the run,
 * lasting its share (a few seconds at least), and healed before the run ends. What
 * happened, when, goes into the ledger; the table prints it.
 */
import { statfsSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Ledger } from './ledger.ts';
import type { Random } from './random.ts';
import type { Stage } from './stage.ts';
import { ADMIN_TOKEN } from './stage.ts';
import type { Visitor, World } from './visitors.ts';

export interface Fault {
  /** share of the run at which it starts */
  at: number;
  name: string;
  run(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FaultContext {
  stage: Stage;
  ledger: Ledger;
  world: World;
  random: Random;
  /** the run's length in ms */
  duration: number;
  /** a new visitor */
  visitor(): Visitor;
  /** a burst of job applications with their CV, all at once */
  uploadBurst(count: number): Promise<void>;
  stopped(): boolean;
}

/** The faults of a run, in order. */
export function faultSchedule(context: FaultContext): Fault[] {
  const { stage, ledger, duration } = context;
  /** a share of the run, at least `floor` ms */
  const share = (fraction: number, floor = 3_000) => Math.max(floor, Math.round(duration * fraction));
  const [first, second] = [stage.instances[0]!, stage.instances[1] ?? stage.instances[0]!];

  const killAndRestart = (instance: typeof first) => async () => {
    ledger.fault(`SIGKILL instance ${instance.slot}`);
    await stage.kill(instance);
    await stage.start(instance);
    ledger.fault(`instance ${instance.slot} listens again`);
  };

  const faults: Fault[] = [
    {
      at: 0.08,
      name: 'CRM down',
      async run() {
        ledger.fault('CRM fake down');
        stage.crm.down();
        await sleep(share(0.08));
        stage.crm.up();
        stage.crm.fail('http-500', { times: 5 });
        ledger.fault('CRM fake up (its next 5 calls answer 500)');
      },
    },
    { at: 0.14, name: 'price change', run: () => priceChange(context) },
    {
      at: 0.2,
      name: 'SMTP refuses',
      async run() {
        ledger.fault('SMTP refuses mail (451)');
        stage.smtp.state.refuse = true;
        await sleep(share(0.08));
        stage.smtp.state.refuse = false;
        ledger.fault('SMTP accepts again');
      },
    },
    {
      at: 0.3,
      name: 'upload folder full',
      async run() {
        const uploads = join(stage.dataDir, 'uploads');
        if (!stage.uploadQuota) {
          ledger.fault('upload folder full: skipped (no file system of its own could be mounted: not root)');
          await context.uploadBurst(12);
          return;
        }
        const filler = join(uploads, 'soak-filler');
        const { bavail, bsize } = statfsSync(uploads);
        writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 16 * 1024)));
        ledger.fault('upload folder full');
        await context.uploadBurst(6);
        await sleep(share(0.06));
        rmSync(filler, { force: true });
        ledger.fault('upload folder has room again');
      },
    },
    { at: 0.4, name: 'kill an instance', run: killAndRestart(first) },
    {
      at: 0.5,
      name: 'slow database',
      async run() {
        const hold = Math.min(4_000, share(0.05));
        if (stage.engine === 'sqlite') {
          const side = new BetterSqlite3(join(stage.dataDir, 'agency.sqlite'));
          try {
            side.exec('BEGIN IMMEDIATE');
            ledger.fault(`SQLite write lock held by a side connection for ${hold} ms`);
            await sleep(hold);
            side.exec('COMMIT');
          } finally {
            side.close();
          }
        } else {
          const client = new pg.Client({ connectionString: stage.databaseUrl });
          await client.connect();
          try {
            await client.query('BEGIN');
            await client.query('LOCK TABLE requests, appointments, delivery_jobs IN SHARE ROW EXCLUSIVE MODE');
            ledger.fault(`PostgreSQL: requests, appointments, delivery_jobs locked against writes for ${hold} ms`);
            await client.query(`SELECT pg_sleep(${hold / 1000})`);
            await client.query('COMMIT');
          } finally {
            await client.end();
          }
        }
        ledger.fault('database lock released');
      },
    },
    {
      at: 0.6,
      name: 'restart PostgreSQL',
      async run() {
        if (!stage.cluster) return;
        ledger.fault('PostgreSQL restarts');
        stage.cluster.restart();
        ledger.fault('PostgreSQL is back');
      },
    },
    { at: 0.8, name: 'kill an instance', run: killAndRestart(second) },
    {
      at: 0.86,
      name: 'upload burst',
      async run() {
        ledger.fault('12 job applications with a CV at once');
        await context.uploadBurst(12);
      },
    },
  ];
  return faults.filter((fault) => fault.name !== 'restart PostgreSQL' || stage.cluster);
}

/**
 * A listing's price changes in the CRM: a visitor who holds its detail page (and its
 * ETag) from before must get the new page once the site shows the new price, not `304`.
 */
async function priceChange({ stage, ledger, world, stopped, visitor }: FaultContext): Promise<void> {
  const listing = world.sale.find((item) => item.PublishPrice && item.Price && world.detailPages.has(item.ID) && !world.bookable.includes(item.ID));
  if (!listing) {
    ledger.fault('price change: skipped (no detail page of a listing with a published price)');
    return;
  }
  // the include a CMS pastes into its detail page (docs/server-rendering.md), which carries the ETag
  const path = `/render/agency-property-detail?lng=nl&url=${encodeURIComponent(world.detailPages.get(listing.ID)!)}`;
  // someone waiting for such a listing, told in the daily digest
  await visitor().form('demand', { about: listing });
  const held = new Set<string>();
  for (const origin of stage.live()) {
    const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } }).catch(() => undefined);
    await response?.arrayBuffer();
    const etag = response?.headers.get('etag');
    if (etag) held.add(etag);
  }
  const price = Math.round((listing.Price! * 0.9) / 1000) * 1000;
  stage.crm.catalogue.setPrice(listing.ID, price);
  ledger.fault(`price of ${listing.ID} changed in the CRM (${listing.Price} → ${price}); ${held.size} ETag(s) held`);
  // the next sync of an instance brings it in
  for (;;) {
    if (stopped()) return;
    const origin = stage.live()[0];
    const answer = origin ? await fetch(`${origin}/api/v1/properties/${listing.ID}`).then((response) => response.json() as Promise<{ Price?: number }>, () => undefined) : undefined;
    if (answer?.Price === price) break;
    await sleep(1_000);
  }
  ledger.fault(`the new price of ${listing.ID} is served`);
  for (const [origin, etag] of stage.live().flatMap((live) => [...held].map((tag) => [live, tag] as const))) {
    const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html', 'If-None-Match': etag } }).catch(() => undefined);
    if (!response) continue;
    await response.arrayBuffer();
    ledger.staleChecks++;
    if (response.status === 304) ledger.staleAnswers++;
  }
  // the price dropped: the digest tells the demand of it, once, however many instances run it at that moment
  const answers = await Promise.all(
    stage.live().map((origin) =>
      fetch(`${origin}/api/v1/admin/digests/daily`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
        .then(async (response) => `${response.status} ${(await response.text()).slice(0, 80)}`)
        .catch((error: unknown) => String(error)),
    ),
  );
  ledger.fault(`daily digest run on ${answers.length} instance(s) at once: ${answers.join('; ')}`);
}
