// With many agencies the CRM's work needs nothing in the environment: the server runs with
// no `CRM`, an agency whose own settings name one (here Omnicasa over its fake, with its
// password sealed) is synced from it by the server on its own, and the health check on its
// host tells its sync; an agency without a CRM answers from its own store with no sync to
// tell, and the health check a balancer asks by address names no agency's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../core/api/contract.ts';
import type { PropertySummary } from '../../../core/property/types.ts';
import { FAKE_CRMS, type FakeCrm } from '../../testing/fake-crms.ts';
import { createTenantDatabase, type TenantPostgres } from '../../testing/postgres.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import type { SyncHealth } from '../crm/health.ts';
import type { Database } from '../db/database.ts';
import { postgresDatabase } from '../db/postgres.ts';
import { demoAgency } from './demo.ts';
import { addAgency } from './registry.ts';
import { secretsKey } from './sealed.ts';

const KEY_HEX = 'ef'.repeat(32);
const WITHOUT = 'agency-a.crm.test';
const WITH = 'agency-b.crm.test';
const PASSWORD = 'Agency-B-Omnicasa-2026';
const omnicasa = FAKE_CRMS.find((kind) => kind.kind === 'omnicasa')!;

let created: TenantPostgres;
let owner: Database;
let crm: FakeCrm;
let server: TestServer;

const start = () =>
  startServer({ databaseUrl: created.url, databaseOwnerUrl: created.ownerUrl, agencies: 'database', agencySecretsKey: KEY_HEX, seed: false, publicUrl: 'https://www.process.example' });

beforeAll(async () => {
  created = await createTenantDatabase();
  owner = postgresDatabase(created.ownerUrl, { onlyAgency: null });
  crm = await omnicasa.start({ properties: 6, password: PASSWORD });
  // no CRM in the server's settings: the agencies' own say which they have. They are added once a
  // first start has made the schema; the second start finds them and syncs B at once
  await (await start()).close();
  await addAgency(owner, demoAgency('agency-a', WITHOUT), secretsKey(KEY_HEX));
  const withCrm = demoAgency('agency-b', WITH);
  await addAgency(
    owner,
    { ...withCrm, settings: { ...withCrm.settings, crm: { CRM: 'omnicasa', OMNICASA_URL: (crm.settings().connection as { url: string }).url, OMNICASA_CUSTOMER: 'immo-demo' } }, secrets: { OMNICASA_PASSWORD: PASSWORD } },
    secretsKey(KEY_HEX),
  );
  server = await start();
}, 600_000);

afterAll(async () => {
  await server?.close();
  await Promise.all([owner?.close(), crm?.fake.close()]);
  await created?.drop();
});

const get = async <T>(host: string, url: string) => {
  const answer = await server.app.inject({ method: 'GET', url, headers: { host } });
  expect({ url, host, status: answer.statusCode }).toEqual({ url, host, status: 200 });
  return answer.json() as T;
};
const health = (host: string) => get<{ status: string; sync?: SyncHealth }>(host, '/api/v1/health');

describe('many agencies, each on the CRM its own settings name', () => {
  it('an agency with a CRM is synced from it without CRM in the environment, and its host’s health tells its sync', async () => {
    await expect.poll(async () => (await health(WITH)).sync?.state, { interval: 250 }).toBe('ok');
    expect((await health(WITH)).sync).toMatchObject({ crm: 'omnicasa', skipped: 0, lastAttempt: { full: true, ok: true } });
    const listed = await get<Page<PropertySummary>>(WITH, '/api/v1/properties?lang=nl');
    expect(listed.items.map((item) => item.ID)).toContain(crm.firstId);
  });

  it('an agency without a CRM has no sync to tell and none of the other’s listings; the health asked by address names no agency’s sync', async () => {
    await expect.poll(async () => (await health(WITH)).sync?.state, { interval: 250 }).toBe('ok');
    expect(await health(WITHOUT)).toEqual({ status: 'ok' });
    expect(await health('127.0.0.1')).toEqual({ status: 'ok' });
    const listed = await get<Page<PropertySummary>>(WITHOUT, '/api/v1/properties?lang=nl');
    expect(listed.items.map((item) => item.ID)).not.toContain(crm.firstId);
  });
});
