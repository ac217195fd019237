// The Owners contract, which every implementation passes: the local store's accounts
// (sql/owners.ts) and each CRM's (crm/<connector>/owners.ts, over its fake, its listings
// synced into a fresh store: demo/testing/fake-crms.ts). Each implementation is set up
// with one owner, three properties of theirs and one of nobody's; the same cases then
// hold for all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TYPES } from '../../../core/owner/history.ts';
import { addListing, listing } from '../../testing/databases.ts';
import { FAKE_CRMS } from '../../testing/fake-crms.ts';
import { crmConnector, crmRepositories } from '../crm/crm.ts';
import { runSync } from '../crm/sync.ts';
import type { Database } from '../db/database.ts';
import { memorySqlite } from '../db/sqlite.ts';
import { hashPassword } from '../owner/passwords.ts';
import type { Owners } from './owners.ts';
import { sqlOwners } from './sql/owners.ts';
import { sqlCatalogueWriter } from './sql/synced-catalogue.ts';

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
  ...FAKE_CRMS.map((crm) => ({
    name: `${crm.name}`,
    async open(): Promise<Subject> {
      const { fake, settings, firstId, owner } = await crm.start({ properties: 8 });
      const db: Database = await memorySqlite();
      const connector = crmConnector(settings(), { client: { retries: 0 }, sync: { sleep: async () => {} } });
      const report = await runSync({ connector, writer: sqlCatalogueWriter(db), calls: () => connector.calls });
      expect(report.ok).toBe(true);
      // what the site counted and recorded itself, for a CRM that keeps no figures of its own
      await db.db.insertInto('visits').values({ property_id: firstId, at: NOW - 3_600_000, source: 'website' }).execute();
      await db.db
        .insertInto('history')
        .values({ property_id: firstId, at: new Date(NOW - 86_400_000).toISOString(), type: 'calendar', contact: 'An', subject: JSON.stringify({ nl: 'Bezoek', fr: 'Visite' }), comment: null, status: 'done', source: null })
        .execute();
      return {
        owners: crmRepositories(settings(), db, { agencyLanguage: 'nl', agencyEmail: 'kantoor@immo-demo.example', now: () => NOW, client: { retries: 0 } }).owners!,
        login: owner.login,
        password: owner.password,
        account: owner.account,
        owned: [firstId, firstId + 1, firstId + 2],
        other: firstId + 5,
        async close() {
          await db.close();
          await fake.close();
        },
      };
    },
  })),
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
