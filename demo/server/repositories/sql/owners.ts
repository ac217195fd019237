/**
 * Owner accounts in `owners` (passwords hashed with scrypt, owner/passwords.ts), their
 * properties in `properties`, visits (with their channel) in `visits`, the agency's history in `history`.
 * Usernames and addresses are found whatever their case.
 */
import { type Selectable, sql as raw } from 'kysely';
import type { OwnerAccount, OwnerHistoryRow, OwnerProperty } from '../../../../core/api/contract.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import { visitSources } from '../../../../core/owner/sources.ts';
import { visitStatistics } from '../../../../core/owner/statistics.ts';
import type { Property } from '../../../../core/property/types.ts';
import type { Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../owner/passwords.ts';
import type { Owners } from '../owners.ts';

const toAccount = (row: Selectable<Schema['owners']>): OwnerAccount => ({
  ID: row.id,
  Username: row.username,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  Language: row.language as Language,
});

function toOwnerProperty(row: { data: string; online: number }): OwnerProperty {
  const property = JSON.parse(row.data) as Property;
  return {
    ID: property.ID,
    Title: property.Title,
    Street: property.Street,
    HouseNumber: property.HouseNumber,
    Zip: property.Zip,
    City: property.City,
    Goal: property.Goal,
    WebID: property.WebID,
    Status: property.Status,
    Online: row.online === 1,
    MainPicture: property.MainPicture,
  };
}

/** The local store's properties of these ids (online or not), newest first: an owner's, when a CRM says which they are. */
export async function ownerPropertiesOf({ db }: Sql, ids: readonly number[]): Promise<OwnerProperty[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('properties').select(['data', 'online']).where('id', 'in', [...ids]).orderBy('created_at', 'desc').execute();
  return rows.map(toOwnerProperty);
}

/**
 * Keeps an account a CRM vouched for as a row of `owners`, without a password (no hash
 * matches it): the portal's sessions and limits point at it, and a session reads it
 * without asking the CRM again.
 */
export async function rememberOwner({ db }: Sql, account: OwnerAccount, now: number): Promise<void> {
  const fields = { username: account.Username, email: account.Email, first_name: account.FirstName, last_name: account.LastName, language: account.Language };
  await db
    .insertInto('owners')
    .values({ id: account.ID, ...fields, password_hash: CRM_ACCOUNT, created_at: new Date(now).toISOString() })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
    .execute();
}

/** The password hash of an account a CRM keeps: no password verifies against it. */
const CRM_ACCOUNT = 'crm';

export function sqlOwners({ db }: Sql): Owners {
  const owner = () => db.selectFrom('owners').selectAll();
  const lower = (column: 'username' | 'email') => raw<string>`lower(${raw.ref(column)})`;
  // the account a username or an e-mail address names
  const named = (login: string) =>
    owner()
      .where((eb) => eb.or([eb(lower('username'), '=', login.toLowerCase()), eb(lower('email'), '=', login.toLowerCase())]))
      .executeTakeFirst();
  return {
    async authenticate(login, password) {
      const found = await named(login);
      // an unknown account costs as much time as a wrong password: timing tells nothing
      const valid = await verifyPassword(password, found?.password_hash ?? (await decoyHash()));
      return found && valid ? toAccount(found) : undefined;
    },

    async byLogin(login) {
      const found = await named(login);
      return found && toAccount(found);
    },

    async account(id) {
      const found = await owner().where('id', '=', id).executeTakeFirst();
      return found && toAccount(found);
    },

    async byEmail(email) {
      const found = await owner().where(lower('email'), '=', email.toLowerCase()).executeTakeFirst();
      return found && toAccount(found);
    },

    async setPassword(id, password) {
      await db.updateTable('owners').set({ password_hash: await hashPassword(password) }).where('id', '=', id).execute();
    },

    async properties(ownerId) {
      const rows = await db.selectFrom('properties').select(['data', 'online']).where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
      return rows.map(toOwnerProperty);
    },

    async owns(ownerId, propertyId) {
      return (await db.selectFrom('properties').select('id').where('id', '=', propertyId).where('owner_id', '=', ownerId).executeTakeFirst()) !== undefined;
    },

    async statistics(propertyId, now) {
      const rows = await db.selectFrom('visits').select(['at', 'source']).where('property_id', '=', propertyId).execute();
      return { ...visitStatistics(rows.map((row) => row.at), now), sources: visitSources(rows, now) };
    },

    async history(propertyId) {
      const rows = await db
        .selectFrom('history')
        .select(['id', 'at', 'type', 'contact', 'subject', 'comment', 'status', 'source'])
        .where('property_id', '=', propertyId)
        .execute();
      return rows.map(
        (row) =>
          ({
            ID: row.id,
            Date: row.at,
            Type: row.type,
            Contact: row.contact,
            Subject: JSON.parse(row.subject),
            Comment: row.comment === null ? null : JSON.parse(row.comment),
            Status: row.status,
            Source: row.source,
          }) as OwnerHistoryRow,
      );
    },
  };
}
