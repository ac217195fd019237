/**
 * The schema as both engines held it when they still had a list each (SQLite's step 11,
 * PostgreSQL's step 2): a database made then takes this step as applied (migrate.ts).
 *
 * Entities the API returns whole (properties, projects, managers) keep their CRM shape as
 * JSON text in `data`; the columns beside it are what lists filter and sort on. Times the
 * server compares are milliseconds (BIGINT), times a person reads ISO text.
 *
 * The engines' own words: a generated id is SQLite's INTEGER PRIMARY KEY (the rowid) and
 * PostgreSQL's identity; files are BLOB or BYTEA; free text is SQLite's FTS5 table kept by
 * triggers, or PostgreSQL's `text_vector` with a GIN index (repositories/sql/listing-text.ts);
 * the listing indexes hold their filtered columns in the key on SQLite, in INCLUDE on
 * PostgreSQL (index-only scans).
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../migrate.ts';

/** Filtered columns every listing index carries, so no search reads a row to filter, count or page. */
const FILTERED = ['goal', 'web_id', 'country_id', 'region', 'zip', 'region_id', 'city_key', 'publish_price', 'price', 'bedrooms', 'status', 'created_at'];

/**
 * One index per sort of GET /properties: its order, then the filtered columns. A NULL
 * price sorts first going up and last going down: SQLite's own order, said on PostgreSQL.
 */
const LISTING_ORDERS: Record<string, string[]> = {
  properties_by_date: ['online', 'created_at', 'id'],
  properties_by_price: ['online', 'publish_price DESC', 'price ASC NULLS FIRST', 'id'],
  properties_by_price_desc: ['online', 'publish_price DESC', 'price DESC NULLS LAST', 'id'],
  properties_by_type: ['online', 'web_id', 'created_at DESC', 'id'],
  properties_by_city: ['online', 'city_key', 'id'],
};

const DESCRIPTIONS = ['nl', 'fr', 'en', 'de'].map((language) => `text_in_language(new.data -> '$.Description', '${language}')`).join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  const binary = engine === 'postgres' ? 'bytea' : 'blob';
  const table = (name: string) => db.schema.createTable(name);
  /** An id the database gives when an insert leaves it out. */
  const generatedId = (builder: CreateTableBuilder<string>, name = 'id') =>
    engine === 'postgres'
      ? builder.addColumn(name, 'bigint', (column) => column.generatedByDefaultAsIdentity().primaryKey())
      : builder.addColumn(name, 'integer', (column) => column.primaryKey());
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  const index = (name: string, on: string, columns: string[]) => db.schema.createIndex(name).on(on).columns(columns).execute();

  await table('meta').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', notNull).execute();
  await table('managers').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('data', 'text', notNull).execute();

  // a login is unique whatever its case: step 003
  await table('owners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  let properties = table('properties')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('goal', 'integer', notNull)
    .addColumn('web_id', 'integer', notNull)
    .addColumn('region_id', 'integer')
    // core/property/region.ts of the zip, written with the row: what the `region` filter reads
    .addColumn('region', 'text')
    .addColumn('zip', 'text')
    .addColumn('city', 'text')
    .addColumn('city_key', 'text')
    .addColumn('country_id', 'integer', notNull)
    .addColumn('price', 'double precision')
    .addColumn('publish_price', 'integer', notNull)
    .addColumn('bedrooms', 'integer')
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('owner_id', 'integer', (c) => c.references('owners.id'))
    .addColumn('manager_id', 'integer', (c) => c.references('managers.id'))
    .addColumn('appointments', 'text', (c) => c.notNull().defaultTo('open'))
    // the summary free text searches (search.ts searchText)
    .addColumn('search', 'text', notNull)
    .addColumn('data', 'text', notNull);
  if (engine === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    properties = properties.addColumn('text_vector', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`));
  }
  await properties.execute();
  await index('properties_owner', 'properties', ['owner_id']);
  for (const [name, order] of Object.entries(LISTING_ORDERS)) {
    const keys = order.map((term) => term.split(' ')[0]!);
    const rest = FILTERED.filter((column) => !keys.includes(column));
    if (engine === 'postgres') {
      await sql`CREATE INDEX ${sql.id(name)} ON properties (${sql.raw(order.join(', '))}) INCLUDE (${sql.raw(rest.join(', '))})`.execute(db);
    } else {
      // SQLite has no INCLUDE, and its NULLs already sort as said
      const terms = order.map((term) => term.replace(/ NULLS (FIRST|LAST)$/, ''));
      await sql`CREATE INDEX ${sql.id(name)} ON properties (${sql.raw([...terms, ...rest].join(', '))})`.execute(db);
    }
  }
  if (engine === 'postgres') {
    await db.schema.createIndex('properties_text').on('properties').using('gin').column('text_vector').execute();
  } else {
    // Free text: the summary and the description in each language as plain text, diacritics
    // folded (db/functions.ts), kept in step by every write. Contentless: the words are in properties.
    await sql`CREATE VIRTUAL TABLE listing_text USING fts5(
      summary, description_nl, description_fr, description_en, description_de,
      content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
    const insert = `INSERT INTO listing_text (rowid, summary, description_nl, description_fr, description_en, description_de)
      VALUES (new.id, new.search, ${DESCRIPTIONS});`;
    await sql.raw(`CREATE TRIGGER listing_text_insert AFTER INSERT ON properties BEGIN ${insert} END`).execute(db);
    await sql.raw(`CREATE TRIGGER listing_text_update AFTER UPDATE OF id, search, data ON properties BEGIN
      DELETE FROM listing_text WHERE rowid = old.id; ${insert} END`).execute(db);
    await sql.raw(`CREATE TRIGGER listing_text_delete AFTER DELETE ON properties BEGIN DELETE FROM listing_text WHERE rowid = old.id; END`).execute(db);
  }

  await table('projects')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('zip', 'text')
    .addColumn('city', 'text')
    .addColumn('city_key', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .execute();

  // the region and type trees; `extra`: a region's level and a municipality's postcodes (JSON)
  await table('reference_items')
    .addColumn('tree', 'text', notNull)
    .addColumn('id', 'integer', notNull)
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', notNull)
    .addColumn('web_id', 'integer')
    .addColumn('position', 'integer', notNull)
    .addColumn('extra', 'text')
    .addPrimaryKeyConstraint('reference_items_pkey', ['tree', 'id'])
    .execute();

  await table('media').addColumn('path', 'text', (c) => c.primaryKey()).addColumn('mime', 'text', notNull).addColumn('body', binary, notNull).execute();

  // the owner portal: a listing's views (its source: the website, or a portal whose figures the CRM imports) and history
  await generatedId(table('visits'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('at', 'bigint', notNull)
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('website'))
    .execute();
  await index('visits_property', 'visits', ['property_id', 'at']);

  await generatedId(table('history'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('at', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('contact', 'text')
    .addColumn('subject', 'text', notNull)
    .addColumn('comment', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('source', 'text')
    .execute();
  await index('history_property', 'history', ['property_id', 'at']);

  await table('owner_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .execute();

  await table('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('used_at', 'bigint')
    .execute();

  await table('login_failures').addColumn('key', 'text', notNull).addColumn('at', 'bigint', notNull).execute();
  await index('login_failures_key', 'login_failures', ['key', 'at']);

  await table('requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('property_id', 'integer')
    .addColumn('project_id', 'integer')
    .addColumn('email', 'text')
    .addColumn('language', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  // one documents request per property and address: the second answers 409
  await db.schema.createIndex('requests_documents_once').on('requests').columns(['property_id', 'email']).unique().where(sql.ref('kind'), '=', 'documents').execute();
  // the retention purge reads leads by kind and age
  await index('requests_age', 'requests', ['kind', 'created_at']);

  await table('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.references('requests.id'))
    .addColumn('field', 'text', notNull)
    .addColumn('original_name', 'text', notNull)
    .addColumn('mime', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('stored_name', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await generatedId(table('consents'), 'row')
    .addColumn('id', 'text', notNull)
    .addColumn('time', 'text', notNull)
    .addColumn('revision', 'integer', notNull)
    .addColumn('choices', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('path', 'text')
    .execute();
  await index('consents_id', 'consents', ['id']);

  // the agency's calendar of viewings: open-house moments and agent slots, each with a number of places
  await table('calendar_slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('start', 'text', notNull)
    .addColumn('end', 'text', notNull)
    .addColumn('start_ms', 'bigint', notNull)
    .addColumn('end_ms', 'bigint', notNull)
    .addColumn('places', 'integer', (c) => c.notNull().check(sql`places > 0`))
    .execute();
  await index('calendar_slots_property', 'calendar_slots', ['property_id', 'start_ms']);

  // a booking counts against its slot's places, and names its cancel link (as a hash) and its history row
  await table('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('slot_id', 'text', (c) => c.references('calendar_slots.id'))
    .addColumn('start', 'text', notNull)
    .addColumn('end', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('data', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('cancel_token_hash', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('history_id', 'bigint', (c) => c.references('history.id'))
    .execute();
  await index('appointments_slot', 'appointments', ['slot_id', 'status']);
  // one place per visitor and slot: a second press from another tab books nothing more
  await db.schema.createIndex('appointments_once_per_visitor').on('appointments').columns(['slot_id', 'email']).unique().where(sql.ref('status'), '=', 'confirmed').execute();

  await table('idempotency')
    .addColumn('key', 'text', notNull)
    .addColumn('scope', 'text', notNull)
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addPrimaryKeyConstraint('idempotency_pkey', ['key', 'scope'])
    .execute();

  await table('captcha_used').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('expires_at', 'bigint', notNull).execute();

  // the mail that was "sent" without SMTP_URL, as the demo's sent-mail viewer shows it, and the files the server made for it
  await generatedId(table('outbox'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('sender', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('html', 'text', notNull)
    .addColumn('attachments', 'text', notNull)
    .addColumn('message_id', 'text')
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await table('outbox_files')
    .addColumn('mail_id', 'bigint', (c) => c.notNull().references('outbox.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('filename', 'text', notNull)
    .addColumn('content_type', 'text', notNull)
    .addColumn('body', binary, notNull)
    .addPrimaryKeyConstraint('outbox_files_pkey', ['mail_id', 'position'])
    .execute();

  // one row per address; deleted when its owner unsubscribes
  await table('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('language', 'text', notNull)
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'confirmed')`))
    .addColumn('confirm_hash', 'text', (c) => c.unique())
    .addColumn('requested_at', 'text', notNull)
    .addColumn('confirmed_at', 'text')
    .execute();

  await table('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('about', 'text')
    .addColumn('website', 'text')
    .addColumn('image', 'text')
    .addColumn('image_type', 'text')
    .addColumn('comment', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'approved')`))
    .addColumn('created_at', 'text', notNull)
    .addColumn('approved_at', 'text')
    .execute();
  await index('testimonials_approved', 'testimonials', ['status', 'approved_at']);

  // sends counted per key (an address's hash, a client address) for the abuse limits
  await table('send_limits').addColumn('key', 'text', notNull).addColumn('at', 'bigint', notNull).execute();
  await index('send_limits_key', 'send_limits', ['key', 'at']);

  // search profiles, stored once their address is confirmed
  await table('demands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('frequency', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await index('demands_active', 'demands', ['unsubscribed_at']);

  // the zones of each active demand (p<place id>, z<postcode>): a new listing is matched against the demands of its places only
  await table('demand_zones')
    .addColumn('demand_id', 'text', (c) => c.notNull().references('demands.id'))
    .addColumn('zone', 'text', notNull)
    .addPrimaryKeyConstraint('demand_zones_pkey', ['zone', 'demand_id'])
    .execute();
  await index('demand_zones_demand', 'demand_zones', ['demand_id']);

  // the box around an active demand's drawn area; core's rule decides on the polygon itself (in the demand's data)
  await table('demand_areas')
    .addColumn('demand_id', 'text', (c) => c.primaryKey().references('demands.id'))
    .addColumn('south', 'double precision', notNull)
    .addColumn('west', 'double precision', notNull)
    .addColumn('north', 'double precision', notNull)
    .addColumn('east', 'double precision', notNull)
    .execute();
  await index('demand_areas_box', 'demand_areas', ['south', 'north', 'west', 'east']);

  // a demand waiting for its address to be confirmed; the link works for a week
  await table('demand_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('demand_id', 'text')
    .execute();

  // what each demand was told, and what waits for its next digest
  await table('demand_alerts')
    .addColumn('demand_id', 'text', notNull)
    .addColumn('property_id', 'integer', notNull)
    .addColumn('price', 'double precision')
    .addColumn('queued_at', 'bigint', notNull)
    .addColumn('sent_at', 'bigint')
    .addPrimaryKeyConstraint('demand_alerts_pkey', ['demand_id', 'property_id'])
    .execute();
  await index('demand_alerts_queue', 'demand_alerts', ['sent_at', 'demand_id']);

  // The delivery queue: every mail (and CRM call) a request causes is written here in the
  // transaction that stores the request, then delivered by the worker (delivery/worker.ts)
  // with retries; a job is deleted once delivered, and kept as 'failed' when its retries
  // are spent. locked_until: the lease of the worker that took it (SQLite).
  await generatedId(table('delivery_jobs'))
    .addColumn('kind', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state IN ('pending', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', notNull)
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await index('delivery_jobs_due', 'delivery_jobs', ['state', 'run_at']);
}
