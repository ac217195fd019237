/**
 * What only one engine had, now on both (a database made before the one list has some of
 * it already, hence IF NOT EXISTS):
 *
 * - a login and an address are unique whatever their case, as an index on lower(): the
 *   way PostgreSQL said it. SQLite said it with COLLATE NOCASE UNIQUE columns, which it
 *   cannot drop, so its table of owners is made again (the queries already compare lower()),
 *   with step 002's columns and indexes.
 * - the indexes the purges and an owner's sessions read by, which only PostgreSQL had.
 */
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../migrate.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    // The table is dropped and made again under its own name, so the references of
    // properties, sessions and reset links to "owners" name the new one. Dropping it
    // orphans their rows for a moment: the check waits for the commit (defer_foreign_keys,
    // reset by the commit), and putting the rows back answers it.
    await sql`PRAGMA defer_foreign_keys = ON`.execute(db);
    await sql`CREATE TABLE owners_before AS SELECT * FROM owners`.execute(db);
    await sql`DROP TABLE owners`.execute(db);
    await db.schema
      .createTable('owners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('crm_username', 'text')
      .addColumn('crm_email', 'text')
      .execute();
    await sql`INSERT INTO owners (id, username, email, first_name, last_name, language, password_hash, created_at, crm_username, crm_email)
      SELECT id, username, email, first_name, last_name, language, password_hash, created_at, crm_username, crm_email FROM owners_before`.execute(db);
    await sql`DROP TABLE owners_before`.execute(db);
    // step 002's indexes went with the table
    await db.schema.createIndex('owners_crm_email').on('owners').expression(sql`lower(crm_email)`).execute();
    await db.schema.createIndex('owners_crm_username').on('owners').expression(sql`lower(crm_username)`).execute();
  }
  const index = (name: string) => db.schema.createIndex(name).ifNotExists();
  await index('owners_username').unique().on('owners').expression(sql`lower(username)`).execute();
  await index('owners_email').unique().on('owners').expression(sql`lower(email)`).execute();
  await index('owner_sessions_owner').on('owner_sessions').column('owner_id').execute();
  await index('uploads_request').on('uploads').column('request_id').execute();
  await index('login_failures_at').on('login_failures').column('at').execute();
  await index('idempotency_age').on('idempotency').column('created_at').execute();
  await index('captcha_used_expiry').on('captcha_used').column('expires_at').execute();
  await index('send_limits_at').on('send_limits').column('at').execute();
}
