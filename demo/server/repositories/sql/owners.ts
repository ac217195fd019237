/**
 * Owner accounts in `owners` (passwords hashed with scrypt, owner/passwords.ts), their
 * properties in `properties`, visits (with their channel) in `visits`, the agency's history in `history`.
 * Usernames and addresses are found whatever their case. An account a CRM keeps has its
 * login and address in crm_username and crm_email (not unique: two persons of the CRM
 * may share one), and the placeholder `crm:<id>` as its username and email.
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
import type { CrmAccounts } from '../crm-accounts.ts';
import type { Owners } from '../owners.ts';

const toAccount = (row: Selectable<Schema['owners']>): OwnerAccount => ({
  ID: row.id,
  Username: row.crm_username ?? row.username,
  Email: row.crm_email ?? row.email,
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
async function ownerPropertiesOf({ db }: Sql, ids: readonly number[]): Promise<OwnerProperty[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('properties').select(['data', 'online']).where('id', 'in', [...ids]).orderBy('created_at', 'desc').execute();
  return rows.map(toOwnerProperty);
}

/** The password hash of an account a CRM keeps: no password verifies against it. */
const CRM_ACCOUNT = 'crm';

const crmFields = (account: Omit<OwnerAccount, 'ID'>) => ({
  crm_username: account.Username,
  crm_email: account.Email,
  first_name: account.FirstName,
  last_name: account.LastName,
  language: account.Language,
});

/** The accounts a CRM keeps (repositories/crm-accounts.ts). */
export function sqlCrmAccounts(sql: Sql): CrmAccounts {
  const { db } = sql;
  const insert = (id: number, account: Omit<OwnerAccount, 'ID'>, now: number) =>
    db
      .insertInto('owners')
      .values({ id, username: `crm:${id}`, email: `crm:${id}`, password_hash: CRM_ACCOUNT, created_at: new Date(now).toISOString(), ...crmFields(account) })
      .onConflict((conflict) => conflict.columns(['id', 'agency_id']).doUpdateSet(crmFields(account)))
      .execute();
  return {
    async remember(account, now) {
      await insert(account.ID, account, now);
      return account;
    },

    async rememberLogin(account, now) {
      const login = account.Username.toLowerCase();
      for (let attempt = 0; ; attempt++) {
        const found = await db
          .selectFrom('owners')
          .select('id')
          .where('password_hash', '=', CRM_ACCOUNT)
          .where(raw<string>`lower(crm_username)`, '=', login)
          .executeTakeFirst();
        if (found) {
          await db.updateTable('owners').set(crmFields(account)).where('id', '=', found.id).execute();
          return { ...account, ID: found.id };
        }
        const { last } = await db.selectFrom('owners').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
        const id = Number(last ?? 0) + 1;
        try {
          // another instance may take the same id at the same moment: the second one looks again
          await db.insertInto('owners').values({ id, username: `crm:${id}`, email: `crm:${id}`, password_hash: CRM_ACCOUNT, created_at: new Date(now).toISOString(), ...crmFields(account) }).execute();
          return { ...account, ID: id };
        } catch (error) {
          if (attempt >= 2) throw error;
        }
      }
    },

    async link(ownerId, propertyIds) {
      await db.deleteFrom('owner_properties').where('owner_id', '=', ownerId).execute();
      const ids = [...new Set(propertyIds)];
      if (ids.length > 0) await db.insertInto('owner_properties').values(ids.map((id) => ({ owner_id: ownerId, property_id: id }))).execute();
    },

    async linked(ownerId) {
      const rows = await db.selectFrom('owner_properties').select('property_id').where('owner_id', '=', ownerId).orderBy('property_id').execute();
      return rows.length > 0 ? rows.map((row) => row.property_id) : undefined;
    },

    properties: (ids) => ownerPropertiesOf(sql, ids),
  };
}

export function sqlOwners({ db }: Sql): Owners {
  const owner = () => db.selectFrom('owners').selectAll();
  const lower = (column: 'username' | 'email' | 'crm_username' | 'crm_email') => raw<string>`lower(${raw.ref(column)})`;
  // the account a username or an e-mail address names: the server's own first (its logins are unique),
  // then one the CRM keeps (where two of those share an address, the newer)
  const named = (login: string) =>
    owner()
      .where((eb) =>
        eb.or(['username', 'email', 'crm_username', 'crm_email'].map((column) => eb(lower(column as 'username'), '=', login.toLowerCase()))),
      )
      .orderBy(raw`case when password_hash = ${CRM_ACCOUNT} then 1 else 0 end`)
      .orderBy('id', 'desc')
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
      const found = await owner()
        .where((eb) => eb.or([eb(lower('email'), '=', email.toLowerCase()), eb(lower('crm_email'), '=', email.toLowerCase())]))
        .orderBy(raw`case when password_hash = ${CRM_ACCOUNT} then 1 else 0 end`)
        .orderBy('id', 'desc')
        .executeTakeFirst();
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
