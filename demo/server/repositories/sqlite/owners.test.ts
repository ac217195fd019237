// The owner portal's data: logins checked where the hashes are, an owner's own
// properties only, statistics from the page views, the history as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitStatistics } from '../../../../core/owner/statistics.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../owner/passwords.ts';
import { sqliteOwners } from './owners.ts';
import { addListing, listing, memoryDb } from '../../../testing/sqlite.ts';

const db: Db = memoryDb();
const owners = sqliteOwners(db);
const NOW = Date.parse('2024-03-04T12:00:00Z');

beforeAll(async () => {
  const insert = db.prepare(
    `INSERT INTO owners (id, username, email, first_name, last_name, language, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, '2024-01-01')`,
  );
  insert.run(1, 'mpeeters', 'marleen@example.be', 'Marleen', 'Peeters', 'nl', await hashPassword('Eigenaar-1'));
  insert.run(2, 'jlrenard', 'jl@example.be', 'Jean-Luc', 'Renard', 'fr', await hashPassword('Proprio-2'));
  addListing(db, listing({ ID: 10, CreatedAt: '2024-01-01T00:00:00Z' }), { ownerId: 1 });
  addListing(db, listing({ ID: 11, CreatedAt: '2024-02-01T00:00:00Z', Status: 'sold' }), { ownerId: 1, online: false });
  addListing(db, listing({ ID: 20 }), { ownerId: 2 });
});
afterAll(() => db.close());

const MARLEEN = { ID: 1, Username: 'mpeeters', Email: 'marleen@example.be', FirstName: 'Marleen', LastName: 'Peeters', Language: 'nl' };

describe('sqliteOwners.authenticate', () => {
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

describe('sqliteOwners accounts', () => {
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

describe("sqliteOwners: an owner's properties", () => {
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
    const insert = db.prepare('INSERT INTO visits (property_id, at) VALUES (?, ?)');
    for (const at of views) insert.run(10, at);
    db.prepare("INSERT INTO visits (property_id, at, source) VALUES (10, ?, 'immoweb')").run(NOW - 2 * 86_400_000);
    insert.run(20, NOW);
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
    db.prepare(
      `INSERT INTO history (property_id, at, type, contact, subject, comment, status, source) VALUES (10, '2024-02-01', 'calendar', 'An', ?, NULL, 'done', NULL)`,
    ).run(JSON.stringify({ nl: 'Bezoek', fr: 'Visite' }));
    expect(await owners.history(10)).toEqual([
      { ID: 1, Date: '2024-02-01', Type: 'calendar', Contact: 'An', Subject: { nl: 'Bezoek', fr: 'Visite' }, Comment: null, Status: 'done', Source: null },
    ]);
    expect(await owners.history(20)).toEqual([]);
  });
});
