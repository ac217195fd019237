// The server's own work across agencies on one PostgreSQL (AGENCIES=database): deliveries,
// digests and limits, each agency's in its scope and fair among them. One agency whose
// deliveries hang holds one place of the worker, and the other's mail goes meanwhile; two
// instances asked for the daily digest at once for both agencies mail each waiting alert
// once; a limit spent on one agency's host is whole on the other's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../core/property/types.ts';
import { validForms } from '../testing/fixtures.ts';
import { createTenantDatabase, type TenantPostgres } from '../testing/postgres.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { runDueForAgencies } from './alerts/schedule.ts';
import { inAgency, scopedAgency } from './db/agency-scope.ts';
import type { Database } from './db/database.ts';
import { postgresDatabase } from './db/postgres.ts';
import { MAIL_JOB, mailPayload } from './delivery/mail-jobs.ts';
import { DELIVERY_PLACES, type JobHandler, PER_TURN } from './delivery/worker.ts';
import { OWNERS } from './seed/owners.ts';
import { sqlRepositories } from './repositories/sql/index.ts';
import { fairPool } from './tenancy/agency-work.ts';
import { seedDemoAgencies } from './tenancy/demo.ts';
import { secretsKey } from './tenancy/sealed.ts';

const HOST_A = 'work-a.test';
const HOST_B = 'work-b.test';
const ADMIN_TOKEN = 'agency-work-admin';
const HELD = 'held';

let created: TenantPostgres;
let server: TestServer;
let owner: Database;
let agencies: { a: number; b: number };
/** the instances' clock: the digest test sets it to a weekday morning */
let fixed: number | undefined;
const now = () => fixed ?? Date.now();

/** What the test's job handler saw: each job's tag and the agency whose scope it ran in; the held ones wait for `release`. */
const seen: { tag: string; agency: number | undefined }[] = [];
const held = { now: 0, most: 0 };
let release!: () => void;
const gate = new Promise<void>((resolve) => (release = resolve));
const heldJob: JobHandler = async (payload) => {
  const { tag, hold } = payload as { tag: string; hold: boolean };
  seen.push({ tag, agency: scopedAgency() });
  if (!hold) return;
  held.now++;
  held.most = Math.max(held.most, held.now);
  try {
    await gate;
  } finally {
    held.now--;
  }
};

const SECRETS_KEY = 'cd'.repeat(32);
const settings = () => ({
  databaseUrl: created.url,
  databaseOwnerUrl: created.ownerUrl,
  agencies: 'database' as const,
  agencySecretsKey: SECRETS_KEY,
  seed: false,
  adminToken: ADMIN_TOKEN,
  // the loop looks at the queue often: the tests wait for what it delivers, never for a time
  deliveryPollMs: 25,
});
const start = () => startServer(settings(), { now, jobHandlers: { [HELD]: heldJob } });

/** Jobs written straight into an agency's queue, due now: what only the worker's loop delivers. */
function queue(agency: number, jobs: { kind: string; payload: unknown }[]) {
  return inAgency(agency, () =>
    owner.db
      .insertInto('delivery_jobs')
      .values(jobs.map((job) => ({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: now(), created_at: now() })))
      .execute(),
  );
}

/** The agency's jobs of `kind`, read as the server's role (the tables' owner may see every agency's queue: agencies_with_due_jobs reads it so). */
const queued = (agency: number, kind: string) =>
  inAgency(agency, async () => Number((await server.app.database.db.selectFrom('delivery_jobs').select(({ fn }) => fn.countAll<number>().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow()).n));

const mailsTo = (agency: number, email: string) =>
  inAgency(agency, () => owner.db.selectFrom('outbox').select(['recipient', 'subject', 'kind']).where('recipient', '=', email).execute());
const messageIdsTo = async (agency: number, email: string) =>
  (await inAgency(agency, () => owner.db.selectFrom('outbox').select('message_id').where('recipient', '=', email).execute())).map((row) => row.message_id);

beforeAll(async () => {
  created = await createTenantDatabase();
  server = await start();
  owner = postgresDatabase(created.ownerUrl, { onlyAgency: null });
  agencies = await seedDemoAgencies(owner, secretsKey(SECRETS_KEY), { a: HOST_A, b: HOST_B });
}, 600_000);

afterAll(async () => {
  release?.();
  await Promise.all([server?.close(), owner?.close()]);
  await created?.drop();
});

describe('background work across agencies', () => {
  it('an agency whose deliveries hang holds one place: the other agency’s job is delivered meanwhile, each in its own scope', async () => {
    const many = PER_TURN * DELIVERY_PLACES + 5;
    await queue(
      agencies.a,
      Array.from({ length: many }, (_, index) => ({ kind: HELD, payload: { tag: `a-${index}`, hold: true } })),
    );
    // A's first job is held by the handler before B's is written: A is served and stuck
    await expect.poll(() => held.now).toBe(1);
    await queue(agencies.b, [{ kind: HELD, payload: { tag: 'b-0', hold: false } }]);
    await expect.poll(() => queued(agencies.b, HELD)).toBe(0);
    // B's went while A's first still hangs, and A never had more than its one place
    expect(held).toEqual({ now: 1, most: 1 });
    expect(await queued(agencies.a, HELD)).toBe(many);
    expect(seen.find((entry) => entry.tag === 'b-0')).toEqual({ tag: 'b-0', agency: agencies.b });
    release();
    await expect.poll(() => queued(agencies.a, HELD)).toBe(0);
    expect(held.most).toBe(1);
    const ofA = seen.filter((entry) => entry.tag.startsWith('a-'));
    expect(ofA).toHaveLength(many);
    expect(ofA.every((entry) => entry.agency === agencies.a)).toBe(true);
  }, 120_000);

  it('each agency’s mails are delivered by the loop in its scope, into its own outbox', async () => {
    const mail = (to: string, subject: string) => ({ kind: MAIL_JOB, payload: mailPayload({ kind: 'test.agency-work', language: 'nl', to, subject, text: subject }) });
    await queue(agencies.a, [mail('a.reader@example.be', 'Voor A'), mail('both@example.be', 'Voor A, aan beide')]);
    await queue(agencies.b, [mail('b.reader@example.be', 'Voor B'), mail('both@example.be', 'Voor B, aan beide')]);
    await expect.poll(async () => (await queued(agencies.a, MAIL_JOB)) + (await queued(agencies.b, MAIL_JOB))).toBe(0);
    expect(await mailsTo(agencies.a, 'a.reader@example.be')).toEqual([{ recipient: 'a.reader@example.be', subject: 'Voor A', kind: 'test.agency-work' }]);
    expect(await mailsTo(agencies.b, 'b.reader@example.be')).toEqual([{ recipient: 'b.reader@example.be', subject: 'Voor B', kind: 'test.agency-work' }]);
    expect(await mailsTo(agencies.a, 'b.reader@example.be')).toEqual([]);
    expect((await mailsTo(agencies.a, 'both@example.be')).map((row) => row.subject)).toEqual(['Voor A, aan beide']);
    expect((await mailsTo(agencies.b, 'both@example.be')).map((row) => row.subject)).toEqual(['Voor B, aan beide']);
    // each names its own agency's domain in its Message-ID, not the process's
    expect(await messageIdsTo(agencies.a, 'both@example.be')).toEqual([expect.stringMatching(/^<job-\d+-\d+@agency-a\.example>$/)]);
    expect(await messageIdsTo(agencies.b, 'both@example.be')).toEqual([expect.stringMatching(/^<job-\d+-\d+@agency-b\.example>$/)]);
  });

  it('two instances running the daily digest at once for both agencies mail each waiting alert exactly once', async () => {
    const second = await start();
    const instances = [server, second];
    const email = 'digest.agencies@example.be';
    try {
      for (const [agency, host] of [
        [agencies.a, HOST_A],
        [agencies.b, HOST_B],
      ] as const) {
        await dailyAlertWaiting(server.app, agency, host, { email, demandId: `demand-digest-${agency}`, listingId: 990_000 + agency });
      }
      // a weekday morning in Brussels, after 08:00: the daily digest is due for both agencies
      fixed = Date.parse('2031-03-04T09:30:00+01:00');
      const runs = await Promise.all(instances.map((instance) => runDueForAgencies(instance.app, fairPool(2))));
      for (const agency of [agencies.a, agencies.b]) {
        const ran = runs.flatMap((run) => {
          const result = run.get(agency);
          return result?.status === 'fulfilled' ? result.value.digests : [`failed: ${String(result?.status === 'rejected' ? result.reason : 'not run')}`];
        });
        expect({ agency, ran }).toEqual({ agency, ran: ['daily'] });
      }
      // and the back office's button pressed on both hosts of both instances at the same moment
      const answers = await Promise.all(
        instances.flatMap((instance) =>
          [HOST_A, HOST_B].map((host) =>
            instance.app.inject({ method: 'POST', url: '/api/v1/admin/digests/daily', headers: { host, authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, payload: '{}' }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      await Promise.all(instances.map((instance) => instance.app.delivery.drain()));
      for (const agency of [agencies.a, agencies.b]) {
        const told = await inAgency(agency, () => owner.db.selectFrom('demand_alerts').select(['property_id', 'sent_at']).where('demand_id', '=', `demand-digest-${agency}`).execute());
        expect(told).toEqual([{ property_id: 990_000 + agency, sent_at: expect.any(Number) }]);
        expect({ agency, mails: (await mailsTo(agency, email)).length }).toEqual({ agency, mails: 1 });
      }
      // and not again that day, whichever instance looks
      const again = await Promise.all(instances.map((instance) => runDueForAgencies(instance.app, fairPool(2))));
      expect(again.flatMap((run) => [...run.values()].flatMap((result) => (result.status === 'fulfilled' ? result.value.digests : [`failed: ${String(result.reason)}`])))).toEqual([]);
    } finally {
      fixed = undefined;
      await second.close();
    }
  }, 120_000);

  it('a limit spent on one agency’s host is whole on the other’s: mails to one address, failed logins', async () => {
    const email = 'limit.agencies@example.be';
    const signUp = (host: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/requests/newsletter', headers: { host, 'content-type': 'application/json' }, payload: { ...validForms({ sale: 1, rent: 1 }).newsletter, email } });
    const perRecipient = server.app.settings.mailsPerRecipient;
    for (let index = 0; index <= perRecipient; index++) expect((await signUp(HOST_A)).statusCode).toBe(201);
    expect((await signUp(HOST_B)).statusCode).toBe(201);
    await server.app.delivery.drain();
    expect(await mailsTo(agencies.a, email)).toHaveLength(perRecipient);
    expect(await mailsTo(agencies.b, email)).toHaveLength(1);

    const login = (host: string, password: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/owner/session', headers: { host, 'content-type': 'application/json' }, payload: { username: OWNERS[0]!.username, password } });
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt++) status = (await login(HOST_A, 'not-the-password')).statusCode;
    expect(status).toBe(429);
    expect((await login(HOST_A, OWNERS[0]!.password)).statusCode).toBe(429);
    expect((await login(HOST_B, OWNERS[0]!.password)).statusCode).toBe(200);
  });
});

/** A daily demand of `agency` like one of its listings for sale, and a new listing it matches published on its host: one alert waits for the digest. */
async function dailyAlertWaiting(app: FastifyInstance, agency: number, host: string, alert: { email: string; demandId: string; listingId: number }) {
  const template = (await app.inject({ method: 'GET', url: '/api/v1/properties?pageSize=1&goal=sale', headers: { host } })).json() as { items: { ID: number }[] };
  const base = (await inAgency(agency, () => app.stores.catalogue.stored(template.items[0]!.ID)))!;
  const stamp = new Date().toISOString();
  await inAgency(agency, () =>
    sqlRepositories(owner).demands.add({
      id: alert.demandId,
      email: alert.email,
      language: 'nl',
      frequency: 'daily',
      data: { goal: 'buy', propertyTypes: [base.WebID], zones: [base.Zip!], email: alert.email, firstName: 'Dagelijks', lastName: 'Digest' },
      createdAt: stamp,
      updatedAt: stamp,
    }),
  );
  const listing: Partial<Property> = { ID: alert.listingId, Title: { nl: 'Nieuw bij dit kantoor' }, Zip: base.Zip, City: base.City, RegionID: base.RegionID, WebID: base.WebID, Goal: 0, Status: 'available', Price: 100_000, PublishPrice: true };
  const published = await app.inject({ method: 'POST', url: '/api/v1/admin/listings', headers: { host, authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, payload: { property: listing } });
  expect(published.statusCode).toBe(201);
  const waiting = await inAgency(agency, () => owner.db.selectFrom('demand_alerts').select(['property_id', 'sent_at']).where('demand_id', '=', alert.demandId).execute());
  expect(waiting).toEqual([{ property_id: alert.listingId, sent_at: null }]);
}
