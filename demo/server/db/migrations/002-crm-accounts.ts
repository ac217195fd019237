/**
 * An account a CRM keeps (password_hash 'crm') is the CRM's person: two persons may share
 * one address (a couple, an owner entered twice) and still be two accounts. Its login and
 * address go in crm_username and crm_email, which need not be unique; username and email
 * hold 'crm:<id>', so the unique logins of the server's own accounts stay as they are.
 *
 * owner_properties: the properties a CRM said an owner has, as of the owner's last login
 * (a CRM that answers them only for the owner's password, or is away): what the portal lists.
 *
 * SQLite's step 12 and PostgreSQL's step 3 of the lists before this one: a database at
 * either takes this step as applied (migrate.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('owners').addColumn('crm_username', 'text').execute();
  await db.schema.alterTable('owners').addColumn('crm_email', 'text').execute();
  await sql`UPDATE owners SET crm_username = username, crm_email = email, username = 'crm:' || id, email = 'crm:' || id
    WHERE password_hash = 'crm'`.execute(db);
  await db.schema.createIndex('owners_crm_email').on('owners').expression(sql`lower(crm_email)`).execute();
  await db.schema.createIndex('owners_crm_username').on('owners').expression(sql`lower(crm_username)`).execute();

  await db.schema
    .createTable('owner_properties')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_properties_pkey', ['owner_id', 'property_id'])
    .execute();
}
