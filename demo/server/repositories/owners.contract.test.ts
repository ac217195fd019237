// The Owners contract, which every implementation passes: the local store's accounts
// (sql/owners.ts) and Omnicasa's (crm/omnicasa/owners.ts, over the fake, its listings
// synced into a fresh store). Each implementation is set up with one owner, three
// properties of theirs and one of nobody's; the same cases then hold for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TYPES } from '../../../core/owner/history.ts';
import { FIRST_PROPERTY_ID, OWNER } from '../../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../fake-omnicasa/server.ts';
import { addListing, listing } from '../../testing/databases.ts';
import { crmConnector } from '../crm/crm.ts';
import { createOmnicasaClient } from '../crm/omnicasa/client.ts';
import { omnicasaOwners } from '../crm/omnicasa/owners.ts';
import { Secret } from '../crm/secret.ts';
import { sqlCatalogueWriter } from '../crm/sql-catalogue.ts';
import { runSync } from '../crm/sync.ts';
import type { Database } from '../db/database.ts';
import { memorySqlite } from '../db/sqlite.ts';
import { hashPassword } from '../owner/passwords.ts';
import type { Owners } from './owners.ts';
import { sqlOwners } from './sql/owners.ts';

const NOW = Date.now();

interface Subject {
  owners: Owners;
  /** the owner's login and password, and what an account must say */
  login: string;
  password: string;
  account: { Email: string; FirstName: string; LastName: string };
  owned: number[];
  /** a listing in the store that is not the owner's */
  other: number;
  close(): Promise<void>;
}

const IMPLEMENTATIONS: { name: string; open(): Promise<Subject> }[] = [
  {
    name: 'the local store',
    async open() {
      const db: Database = await memorySqlite();
      await db.db
        .insertInto('owners')
        .values({ id: 7, username: 'mpeeters', email: 'marleen@example.be', first_name: 'Marleen', last_name: 'Peeters', language: 'nl', password_hash: await hashPassword('Eigenaar-1'), created_at: '2024-01-01' })
        .execute();
      for (const id of [10, 11, 12]) await addListing(db, listing({ ID: id }), { ownerId: 7, online: id !== 12 });
      await addListing(db, listing({ ID: 20 }));
      await db.db.insertInto('visits').values({ property_id: 10, at: NOW - 3_600_000, source: 'website' }).execute();
      await db.db
        .insertInto('history')
        .values({ property_id: 10, at: new Date(NOW - 86_400_000).toISOString(), type: 'calendar', contact: 'An', subject: JSON.stringify({ nl: 'Bezoek', fr: 'Visite' }), comment: null, status: 'done', source: null })
        .execute();
      return {
        owners: sqlOwners(db),
        login: 'marleen@example.be',
        password: 'Eigenaar-1',
        account: { Email: 'marleen@example.be', FirstName: 'Marleen', LastName: 'Peeters' },
        owned: [10, 11, 12],
        other: 20,
        close: () => db.close(),
      };
    },
  },
  {
    name: 'Omnicasa, over the fake',
    async open() {
      const fake: FakeOmnicasa = await startFakeOmnicasa({ properties: 8 });
      const db: Database = await memorySqlite();
      const omnicasa = { url: fake.url, customer: 'immo-demo', password: new Secret('fake-password') };
      const { client, connector } = crmConnector({ kind: 'omnicasa', syncMinutes: 15, omnicasa }, { client: { retries: 0 }, sync: { sleep: async () => {} } });
      const report = await runSync({ connector, writer: sqlCatalogueWriter(db), calls: () => client.attempts });
      expect(report.ok).toBe(true);
      return {
        owners: omnicasaOwners({ client: createOmnicasaClient(omnicasa, { retries: 0 }), database: db, agencyLanguage: 'nl', now: () => NOW }),
        login: OWNER.Email,
        password: OWNER.Password,
        account: { Email: OWNER.Email, FirstName: OWNER.FirstName, LastName: OWNER.Name },
        owned: [FIRST_PROPERTY_ID, FIRST_PROPERTY_ID + 1, FIRST_PROPERTY_ID + 2],
        other: FIRST_PROPERTY_ID + 5,
        async close() {
          await db.close();
          await fake.close();
        },
      };
    },
  },
];

describe.each(IMPLEMENTATIONS)('the Owners contract on $name', ({ open }) => {
  let subject: Subject;
  let ownerId: number;
  beforeAll(async () => {
    subject = await open();
    // a fake CRM and a full sync: on a busy machine that takes a while
  }, 120_000);
  afterAll(() => subject?.close());

  it('authenticate: the right password opens the account, by address in any case', async () => {
    const account = await subject.owners.authenticate(subject.login.toUpperCase(), subject.password);
    expect(account).toMatchObject(subject.account);
    ownerId = account!.ID;
  });

  it.each([
    ['a wrong password', (s: Subject) => [s.login, `${s.password}x`]],
    ['an unknown address', (s: Subject) => ['nobody@example.be', s.password]],
  ])('authenticate: %s opens nothing', async (_name, credentials) => {
    const [login, password] = credentials(subject) as [string, string];
    expect(await subject.owners.authenticate(login, password)).toBeUndefined();
  });

  it('account and byLogin read the account without its password; an unknown one is undefined', async () => {
    expect(await subject.owners.account(ownerId)).toMatchObject({ ID: ownerId, ...subject.account });
    expect((await subject.owners.byLogin(subject.login))?.ID).toBe(ownerId);
    expect(await subject.owners.account(999_999)).toBeUndefined();
    expect(await subject.owners.byLogin('nobody@example.be')).toBeUndefined();
  });

  it('properties: the owner’s, offline ones included, and no other', async () => {
    const items = await subject.owners.properties(ownerId);
    expect(items.map((item) => item.ID).sort()).toEqual(subject.owned);
    for (const item of items) expect(Object.keys(item.Title).length).toBeGreaterThan(0);
    expect(await subject.owners.properties(999_999)).toEqual([]);
  });

  it('owns: the owner’s only', async () => {
    expect(await subject.owners.owns(ownerId, subject.owned[0]!)).toBe(true);
    expect(await subject.owners.owns(ownerId, subject.other)).toBe(false);
  });

  it('statistics: today, week, month and total, and thirty days for the chart', async () => {
    const statistics = await subject.owners.statistics(subject.owned[0]!, NOW);
    for (const field of ['today', 'week', 'month', 'total'] as const) expect(statistics[field]).toBeGreaterThanOrEqual(0);
    expect(statistics.total).toBeGreaterThan(0);
    expect(statistics.total).toBeGreaterThanOrEqual(statistics.month);
    expect(statistics.last30).toHaveLength(30);
  });

  it('history: rows of the known kinds, with their subject in the language asked', async () => {
    const rows = await subject.owners.history(subject.owned[0]!, 'nl');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(HISTORY_TYPES).toContain(row.Type);
      expect(typeof row.Subject.nl).toBe('string');
      expect(Number.isNaN(Date.parse(row.Date))).toBe(false);
    }
  });
});
