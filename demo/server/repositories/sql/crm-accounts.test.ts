// The accounts a CRM keeps, on SQLite and PostgreSQL alike: under the CRM's id, or by
// their login where the CRM gives none; two of the CRM's persons who share an address
// are two accounts; an address of the server's own accounts stays theirs; the properties
// the CRM named at a login are what the owner's sessions read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerAccount } from '../../../../core/api/contract.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../owner/passwords.ts';
import { addListing, ENGINES, listing } from '../../../testing/databases.ts';
import type { CrmAccounts } from '../crm-accounts.ts';
import type { Owners } from '../owners.ts';
import { sqlCrmAccounts, sqlOwners } from './owners.ts';

const NOW = Date.parse('2026-05-01T08:00:00Z');
const person = (ID: number, Email: string, FirstName: string): OwnerAccount => ({ ID, Username: Email, Email, FirstName, LastName: 'Peeters', Language: 'nl' });

describe.each(ENGINES)('the CRM’s accounts on $name', ({ open }) => {
  let db: Database;
  let accounts: CrmAccounts;
  let owners: Owners;
  beforeAll(async () => {
    db = await open();
    accounts = sqlCrmAccounts(db);
    owners = sqlOwners(db);
    await db.db
      .insertInto('owners')
      .values({ id: 1, username: 'mpeeters', email: 'marleen@example.be', first_name: 'Marleen', last_name: 'Peeters', language: 'nl', password_hash: await hashPassword('Eigenaar-1'), created_at: '2024-01-01' })
      .execute();
    for (const id of [10, 11, 12]) await addListing(db, listing({ ID: id, CreatedAt: `2024-0${id - 9}-01T00:00:00Z` }));
  });
  afterAll(() => db?.close());

  it('two persons of the CRM who share an address are two accounts, each with its own name', async () => {
    await accounts.remember(person(88_001, 'gezin.peeters@example.be', 'An'), NOW);
    await accounts.remember(person(88_002, 'Gezin.Peeters@example.be', 'Bram'), NOW);
    expect(await owners.account(88_001)).toMatchObject({ ID: 88_001, Email: 'gezin.peeters@example.be', FirstName: 'An' });
    expect(await owners.account(88_002)).toMatchObject({ ID: 88_002, Email: 'Gezin.Peeters@example.be', FirstName: 'Bram' });
    // the address names one of them, whichever case it is typed in
    expect([88_001, 88_002]).toContain((await owners.byLogin('GEZIN.PEETERS@example.be'))?.ID);
  });

  it('a person the CRM knows better now: the same account, its name as the CRM has it', async () => {
    await accounts.remember({ ...person(88_001, 'an.peeters@example.be', 'Anneke'), Language: 'fr' }, NOW + 1);
    expect(await owners.account(88_001)).toMatchObject({ Email: 'an.peeters@example.be', FirstName: 'Anneke', Language: 'fr' });
    expect((await owners.byEmail('an.peeters@example.be'))?.ID).toBe(88_001);
  });

  it('an address of the server’s own accounts stays theirs: its password opens it, a CRM person with it takes nothing', async () => {
    await accounts.remember(person(88_003, 'marleen@example.be', 'Marleen'), NOW);
    expect((await owners.authenticate('marleen@example.be', 'Eigenaar-1'))?.ID).toBe(1);
    expect(await owners.authenticate('marleen@example.be', 'crm')).toBeUndefined();
    expect(await owners.account(88_003)).toMatchObject({ Email: 'marleen@example.be' });
  });

  it('an account the CRM knows by its login only: the same id at each login, a new one for another login', async () => {
    const first = await accounts.rememberLogin({ Username: 'eigenaar@example.be', Email: 'eigenaar@example.be', FirstName: '', LastName: '', Language: 'nl' }, NOW);
    const again = await accounts.rememberLogin({ Username: 'Eigenaar@Example.be', Email: 'eigenaar@example.be', FirstName: '', LastName: '', Language: 'fr' }, NOW + 1);
    const other = await accounts.rememberLogin({ Username: 'ander@example.be', Email: 'ander@example.be', FirstName: '', LastName: '', Language: 'nl' }, NOW);
    expect(again.ID).toBe(first.ID);
    expect(other.ID).not.toBe(first.ID);
    expect(await owners.account(first.ID)).toMatchObject({ Language: 'fr' });
  });

  it('the properties the CRM named at the last login, newest first; none before a login', async () => {
    expect(await accounts.linked(88_002)).toBeUndefined();
    await accounts.link(88_002, [10, 12, 12, 99]);
    expect(await accounts.linked(88_002)).toEqual([10, 12, 99]);
    expect((await accounts.properties((await accounts.linked(88_002))!)).map((property) => property.ID)).toEqual([12, 10]);
    await accounts.link(88_002, [11]);
    expect(await accounts.linked(88_002)).toEqual([11]);
  });
});
