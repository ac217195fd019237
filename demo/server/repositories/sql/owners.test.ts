// The owner portal's data: logins checked where the hashes are, an owner's own
// properties only, statistics from the page views, the history as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitStatistics } from '../../../../core/owner/statistics.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../owner/passwords.ts';
import type { Owners } from '../owners.ts';
import { sqlOwners } from './owners.ts';
import { addListing, ENGINES, listing } from '../../../testing/databases.ts';

const NOW = Date.parse('2024-03-04T12:00:00Z');

describe.each(ENGINES)('owners on $name', ({ open }) => {
  let db: Database;
  let owners: Owners;
  beforeAll(async () => {
    db = await open();
    owners = sqlOwners(db);
    const owner = async (id: number, username: string, email: string, first: string, last: string, language: string, password: string) =>
      db.db
        .insertInto('owners')
        .values({ id, username, email, first_name: first, last_name: last, language, password_hash: await hashPassword(password), created_at: '2024-01-01' })
        .execute();
    await owner(1, 'mpeeters', 'marleen@example.be', 'Marleen', 'Peeters', 'nl', 'Eigenaar-1');
    await owner(2, 'jlrenard', 'jl@example.be', 'Jean-Luc', 'Renard', 'fr', 'Proprio-2');
    await addListing(db, listing({ ID: 10, CreatedAt: '2024-01-01T00:00:00Z' }), { ownerId: 1 });
    await addListing(db, listing({ ID: 11, CreatedAt: '2024-02-01T00:00:00Z', Status: 'sold' }), { ownerId: 1, online: false });
    await addListing(db, listing({ ID: 20 }), { ownerId: 2 });
  });
  afterAll(() => db?.close());

  const MARLEEN = { ID: 1, Username: 'mpeeters', Email: 'marleen@example.be', FirstName: 'Marleen', LastName: 'Peeters', Language: 'nl' };

  describe('authenticate', () => {
    it.each<[string, string, string, typeof MARLEEN | undefined]>([
      ['username', 'mpeeters', 'Eigenaar-1', MARLEEN],
      ['e-mail address', 'marleen@example.be', 'Eigenaar-1', MARLEEN],
      ['any case', 'MPeeters', 'Eigenaar-1', MARLEEN],
      ['wrong password', 'mpeeters', 'eigenaar-1', undefined],
      ["another owner's password", 'mpeeters', 'Proprio-2', undefined],
      ['unknown login', 'nobody', 'Eigenaar-1', undefined],
    ])('%s', async (_name, login, password, expected) => {
      expect(await owners.authenticate(login, password)).toEqual(expected);
    });
  });

  describe('accounts', () => {
    it('account and byEmail give the account, never the hash', async () => {
      expect(await owners.account(1)).toEqual(MARLEEN);
      expect(await owners.byEmail('marleen@example.be')).toEqual(MARLEEN);
      expect(await owners.account(99)).toBeUndefined();
      expect(await owners.byEmail('nobody@example.be')).toBeUndefined();
    });

    it('byLogin names the same account by username or e-mail address, in any case, without the password', async () => {
      for (const login of ['mpeeters', 'marleen@example.be', 'MPeeters', 'Marleen@Example.be']) expect(await owners.byLogin(login)).toEqual(MARLEEN);
      expect(await owners.byLogin('nobody')).toBeUndefined();
    });

    it('setPassword: the new password opens the account, the old one no more', async () => {
      await owners.setPassword(2, 'Nieuw-Wachtwoord-3');
      expect((await owners.authenticate('jlrenard', 'Nieuw-Wachtwoord-3'))?.ID).toBe(2);
      expect(await owners.authenticate('jlrenard', 'Proprio-2')).toBeUndefined();
    });
  });

  describe("an owner's properties", () => {
    it('newest first, offline ones included and marked', async () => {
      const items = await owners.properties(1);
      expect(items.map((item) => [item.ID, item.Online, item.Status])).toEqual([
        [11, false, 'sold'],
        [10, true, 'available'],
      ]);
    });

    it.each([
      [1, 10, true],
      [1, 11, true],
      [1, 20, false],
      [2, 20, true],
      [1, 99, false],
    ])('owner %i owns %i: %s', async (ownerId, propertyId, expected) => {
      expect(await owners.owns(ownerId, propertyId)).toBe(expected);
    });

    it('statistics: the visits as core/owner counts them, in total and per channel', async () => {
      const views = [NOW - 3_600_000, NOW - 3 * 86_400_000, NOW - 20 * 86_400_000, NOW - 200 * 86_400_000];
      await db.db
        .insertInto('visits')
        .values([...views.map((at) => ({ property_id: 10, at, source: 'website' })), { property_id: 10, at: NOW - 2 * 86_400_000, source: 'immoweb' }, { property_id: 20, at: NOW, source: 'website' }])
        .execute();
      const all = [...views, NOW - 2 * 86_400_000];
      expect(await owners.statistics(10, NOW)).toEqual({
        ...visitStatistics(all, NOW),
        sources: [
          { source: 'website', last30: 3, total: 4 },
          { source: 'immoweb', last30: 1, total: 1 },
        ],
      });
    });

    it('history: the rows of the property, texts parsed', async () => {
      await db.db
        .insertInto('history')
        .values({ property_id: 10, at: '2024-02-01', type: 'calendar', contact: 'An', subject: JSON.stringify({ nl: 'Bezoek', fr: 'Visite' }), comment: null, status: 'done', source: null })
        .execute();
      expect(await owners.history(10, 'nl')).toEqual([
        { ID: 1, Date: '2024-02-01', Type: 'calendar', Contact: 'An', Subject: { nl: 'Bezoek', fr: 'Visite' }, Comment: null, Status: 'done', Source: null },
      ]);
      expect(await owners.history(20, 'nl')).toEqual([]);
    });
  });
});
