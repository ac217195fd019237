/**
 * Agencies as tenants: every table that holds an agency's data carries its `agency_id`,
 * and what identified a row before identifies it within its agency (the key is the old
 * key and the agency; a reference names the agency too, so no row can point into another
 * agency's). A listing's id is the CRM's: two agencies may both have listing 12.
 *
 * The agencies themselves: `agencies` (id, slug, name, whether active), `agency_hosts`
 * (each host a site or API is reached at belongs to one agency: what a request is matched
 * against) and `agency_settings` (the settings each agency has of its own, its secrets
 * sealed with a key the database never sees). Agency 1 is made here: the one agency of a
 * SQLite database and of a single-agency PostgreSQL one; existing rows are its.
 *
 * On PostgreSQL the database itself keeps the agencies apart (docs/security.md, "Many
 * agencies"): row-level security, FORCEd so that the tables' owner is held to it too, lets
 * a transaction see and write the rows of the agency it set (`set_config('app.agency', …,
 * true)`, db/agency-scope.ts) and nothing when it set none. The server connects as a
 * member of the role `agency_server`, which owns nothing and may read and write rows but
 * never change the schema; the registry of agencies it may only read. Migrations and
 * `npm run agency` run as the tables' owner. One SECURITY DEFINER function tells the
 * server which agencies have mail to deliver, and nothing of it.
 *
 * The tables are made again with their new keys (the rows copied through a table of
 * their own): the way SQLite changes a key, and on PostgreSQL the one way that says each
 * table once for both engines.
 */
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../migrate.ts';

/** The role the server's login role is a member of (docs/deploy.md). */
export const SERVER_ROLE = 'agency_server';

/** Columns of each table as the engines both write them; `ID` is a generated id, `BINARY` a byte string. */
interface TableSpec {
  name: string;
  columns: string[];
  /** the key without the agency (the agency is added last), or `ID` for a generated id */
  key: string[] | 'id' | 'row';
  /** [columns, table, its columns] without the agency, which each reference adds */
  references?: [string[], string, string[]][];
  checks?: string[];
  /** unique within an agency: [name, columns or expressions, where] */
  unique?: [string, string[], string?][];
  /** [name, columns or expressions]; `agency_id` where it stands in it */
  indexes?: [string, string[]][];
}

const ID = '$ID';
const BINARY = '$BINARY';

/** What each listing index holds besides its order: every filtered column, so no search reads a row to filter, count or page. */
const FILTERED = ['goal', 'web_id', 'country_id', 'region', 'zip', 'region_id', 'city_key', 'publish_price', 'price', 'bedrooms', 'status', 'created_at'];
/** One index per sort of GET /properties, within one agency. A NULL price sorts first going up and last going down. */
const LISTING_ORDERS: Record<string, string[]> = {
  properties_by_date: ['agency_id', 'online', 'created_at', 'id'],
  properties_by_price: ['agency_id', 'online', 'publish_price DESC', 'price ASC NULLS FIRST', 'id'],
  properties_by_price_desc: ['agency_id', 'online', 'publish_price DESC', 'price DESC NULLS LAST', 'id'],
  properties_by_type: ['agency_id', 'online', 'web_id', 'created_at DESC', 'id'],
  properties_by_city: ['agency_id', 'online', 'city_key', 'id'],
};

/** The tables of an agency's data, parents before the tables that reference them. */
const TABLES: TableSpec[] = [
  { name: 'meta', columns: ['key text NOT NULL', 'value text NOT NULL'], key: ['key'] },
  { name: 'managers', columns: ['id integer NOT NULL', 'data text NOT NULL'], key: ['id'] },
  {
    name: 'owners',
    columns: [
      'id integer NOT NULL',
      'username text NOT NULL',
      'email text NOT NULL',
      'first_name text NOT NULL',
      'last_name text NOT NULL',
      'language text NOT NULL',
      'password_hash text NOT NULL',
      'created_at text NOT NULL',
      'crm_username text',
      'crm_email text',
    ],
    key: ['id'],
    // a login is unique within its agency whatever its case
    unique: [
      ['owners_username', ['lower(username)']],
      ['owners_email', ['lower(email)']],
    ],
    indexes: [
      ['owners_crm_email', ['lower(crm_email)', 'agency_id']],
      ['owners_crm_username', ['lower(crm_username)', 'agency_id']],
    ],
  },
  {
    name: 'owner_properties',
    columns: ['owner_id integer NOT NULL', 'property_id integer NOT NULL'],
    key: ['owner_id', 'property_id'],
    references: [[['owner_id'], 'owners', ['id']]],
  },
  {
    name: 'properties',
    columns: [
      'id integer NOT NULL',
      'online integer NOT NULL DEFAULT 1',
      'goal integer NOT NULL',
      'web_id integer NOT NULL',
      'region_id integer',
      'region text',
      'zip text',
      'city text',
      'city_key text',
      'country_id integer NOT NULL',
      'price double precision',
      'publish_price integer NOT NULL',
      'bedrooms integer',
      'status text NOT NULL',
      'created_at text NOT NULL',
      'owner_id integer',
      'manager_id integer',
      "appointments text NOT NULL DEFAULT 'open'",
      'search text NOT NULL',
      'data text NOT NULL',
    ],
    key: ['id'],
    references: [
      [['owner_id'], 'owners', ['id']],
      [['manager_id'], 'managers', ['id']],
    ],
    indexes: [['properties_owner', ['owner_id', 'agency_id']]],
  },
  {
    name: 'projects',
    columns: ['id integer NOT NULL', 'online integer NOT NULL DEFAULT 1', 'zip text', 'city text', 'city_key text', 'status text NOT NULL', 'created_at text NOT NULL', 'data text NOT NULL'],
    key: ['id'],
  },
  {
    name: 'reference_items',
    columns: ['tree text NOT NULL', 'id integer NOT NULL', 'parent_id integer', 'name text NOT NULL', 'web_id integer', 'position integer NOT NULL', 'extra text'],
    key: ['tree', 'id'],
  },
  { name: 'media', columns: ['path text NOT NULL', 'mime text NOT NULL', `body ${BINARY} NOT NULL`], key: ['path'] },
  {
    name: 'visits',
    columns: [`id ${ID}`, 'property_id integer NOT NULL', 'at bigint NOT NULL', "source text NOT NULL DEFAULT 'website'"],
    key: 'id',
    references: [[['property_id'], 'properties', ['id']]],
    indexes: [['visits_property', ['property_id', 'agency_id', 'at']]],
  },
  {
    name: 'history',
    columns: [
      `id ${ID}`,
      'property_id integer NOT NULL',
      'at text NOT NULL',
      'type text NOT NULL',
      'contact text',
      'subject text NOT NULL',
      'comment text',
      'status text NOT NULL',
      'source text',
    ],
    key: 'id',
    references: [[['property_id'], 'properties', ['id']]],
    indexes: [['history_property', ['property_id', 'agency_id', 'at']]],
  },
  {
    name: 'owner_sessions',
    columns: ['token_hash text NOT NULL', 'owner_id integer NOT NULL', 'created_at bigint NOT NULL', 'expires_at bigint NOT NULL'],
    key: ['token_hash'],
    references: [[['owner_id'], 'owners', ['id']]],
    indexes: [['owner_sessions_owner', ['owner_id', 'agency_id']]],
  },
  {
    name: 'password_resets',
    columns: ['token_hash text NOT NULL', 'owner_id integer NOT NULL', 'expires_at bigint NOT NULL', 'used_at bigint'],
    key: ['token_hash'],
    references: [[['owner_id'], 'owners', ['id']]],
  },
  {
    name: 'login_failures',
    columns: ['key text NOT NULL', 'at bigint NOT NULL'],
    key: [],
    indexes: [
      ['login_failures_key', ['key', 'agency_id', 'at']],
      ['login_failures_at', ['at']],
    ],
  },
  {
    name: 'requests',
    columns: ['id text NOT NULL', 'kind text NOT NULL', 'property_id integer', 'project_id integer', 'email text', 'language text NOT NULL', 'data text NOT NULL', 'created_at text NOT NULL'],
    key: ['id'],
    // one documents request per property and address: the second answers 409
    unique: [['requests_documents_once', ['property_id', 'email'], "kind = 'documents'"]],
    indexes: [['requests_age', ['kind', 'created_at', 'agency_id']]],
  },
  {
    name: 'uploads',
    columns: [
      'id text NOT NULL',
      'request_id text',
      'field text NOT NULL',
      'original_name text NOT NULL',
      'mime text NOT NULL',
      'size integer NOT NULL',
      'stored_name text NOT NULL',
      'created_at text NOT NULL',
    ],
    key: ['id'],
    references: [[['request_id'], 'requests', ['id']]],
    indexes: [['uploads_request', ['request_id', 'agency_id']]],
  },
  {
    name: 'consents',
    columns: [`row ${ID}`, 'id text NOT NULL', 'time text NOT NULL', 'revision integer NOT NULL', 'choices text NOT NULL', 'language text NOT NULL', 'path text'],
    key: 'row',
    indexes: [['consents_id', ['id', 'agency_id']]],
  },
  {
    name: 'calendar_slots',
    columns: [
      'id text NOT NULL',
      'property_id integer NOT NULL',
      'kind text NOT NULL',
      'start text NOT NULL',
      'end text NOT NULL',
      'start_ms bigint NOT NULL',
      'end_ms bigint NOT NULL',
      'places integer NOT NULL',
    ],
    key: ['id'],
    references: [[['property_id'], 'properties', ['id']]],
    checks: ['places > 0'],
    indexes: [['calendar_slots_property', ['property_id', 'agency_id', 'start_ms']]],
  },
  {
    name: 'appointments',
    columns: [
      'id text NOT NULL',
      'property_id integer NOT NULL',
      'slot_id text',
      'start text NOT NULL',
      'end text NOT NULL',
      'email text',
      'data text NOT NULL',
      'language text NOT NULL',
      'status text NOT NULL',
      'created_at text NOT NULL',
      'cancel_token_hash text',
      'cancelled_at text',
      'history_id bigint',
    ],
    key: ['id'],
    references: [
      [['property_id'], 'properties', ['id']],
      [['slot_id'], 'calendar_slots', ['id']],
      [['history_id'], 'history', ['id']],
    ],
    // one place per visitor and slot: a second press from another tab books nothing more
    unique: [['appointments_once_per_visitor', ['slot_id', 'email'], "status = 'confirmed'"]],
    indexes: [['appointments_slot', ['slot_id', 'agency_id', 'status']]],
  },
  {
    name: 'idempotency',
    columns: ['key text NOT NULL', 'scope text NOT NULL', 'fingerprint text NOT NULL', 'state text NOT NULL', 'status integer', 'body text', 'created_at bigint NOT NULL'],
    key: ['key', 'scope'],
    indexes: [['idempotency_age', ['created_at']]],
  },
  { name: 'captcha_used', columns: ['id text NOT NULL', 'expires_at bigint NOT NULL'], key: ['id'], indexes: [['captcha_used_expiry', ['expires_at']]] },
  {
    name: 'outbox',
    columns: [
      `id ${ID}`,
      'created_at text NOT NULL',
      'kind text NOT NULL',
      'language text NOT NULL',
      'sender text NOT NULL',
      'recipient text NOT NULL',
      'reply_to text',
      'subject text NOT NULL',
      'text text NOT NULL',
      'html text NOT NULL',
      'attachments text NOT NULL',
      'message_id text',
      "headers text NOT NULL DEFAULT '{}'",
    ],
    key: 'id',
  },
  {
    name: 'outbox_files',
    columns: ['mail_id bigint NOT NULL', 'position integer NOT NULL', 'filename text NOT NULL', 'content_type text NOT NULL', `body ${BINARY} NOT NULL`],
    key: ['mail_id', 'position'],
    references: [[['mail_id'], 'outbox', ['id']]],
  },
  {
    name: 'newsletter_subscribers',
    columns: [
      'email text NOT NULL',
      'language text NOT NULL',
      'first_name text',
      'last_name text',
      'status text NOT NULL',
      'confirm_hash text',
      'requested_at text NOT NULL',
      'confirmed_at text',
    ],
    key: ['email'],
    checks: ["status IN ('pending', 'confirmed')"],
    unique: [['newsletter_subscribers_confirm_hash', ['confirm_hash']]],
  },
  {
    name: 'testimonials',
    columns: [
      'id text NOT NULL',
      'request_id text',
      'name text NOT NULL',
      'about text',
      'website text',
      'image text',
      'image_type text',
      'comment text NOT NULL',
      'language text NOT NULL',
      'status text NOT NULL',
      'created_at text NOT NULL',
      'approved_at text',
    ],
    key: ['id'],
    checks: ["status IN ('pending', 'approved')"],
    indexes: [['testimonials_approved', ['status', 'approved_at', 'agency_id']]],
  },
  {
    name: 'send_limits',
    columns: ['key text NOT NULL', 'at bigint NOT NULL'],
    key: [],
    indexes: [
      ['send_limits_key', ['key', 'agency_id', 'at']],
      ['send_limits_at', ['at']],
    ],
  },
  {
    name: 'demands',
    columns: [
      'id text NOT NULL',
      'email text NOT NULL',
      'language text NOT NULL',
      'frequency text NOT NULL',
      'data text NOT NULL',
      'created_at text NOT NULL',
      'updated_at text NOT NULL',
      'unsubscribed_at text',
    ],
    key: ['id'],
    indexes: [['demands_active', ['unsubscribed_at', 'agency_id']]],
  },
  {
    name: 'demand_zones',
    columns: ['demand_id text NOT NULL', 'zone text NOT NULL'],
    key: ['zone', 'demand_id'],
    references: [[['demand_id'], 'demands', ['id']]],
    indexes: [['demand_zones_demand', ['demand_id', 'agency_id']]],
  },
  {
    name: 'demand_areas',
    columns: ['demand_id text NOT NULL', 'south double precision NOT NULL', 'west double precision NOT NULL', 'north double precision NOT NULL', 'east double precision NOT NULL'],
    key: ['demand_id'],
    references: [[['demand_id'], 'demands', ['id']]],
    indexes: [['demand_areas_box', ['south', 'north', 'west', 'east']]],
  },
  {
    name: 'demand_confirmations',
    columns: ['token_hash text NOT NULL', 'email text NOT NULL', 'language text NOT NULL', 'data text NOT NULL', 'expires_at bigint NOT NULL', 'demand_id text'],
    key: ['token_hash'],
  },
  {
    name: 'demand_alerts',
    columns: ['demand_id text NOT NULL', 'property_id integer NOT NULL', 'price double precision', 'queued_at bigint NOT NULL', 'sent_at bigint'],
    key: ['demand_id', 'property_id'],
    indexes: [['demand_alerts_queue', ['sent_at', 'demand_id']]],
  },
  {
    name: 'delivery_jobs',
    columns: [
      `id ${ID}`,
      'kind text NOT NULL',
      'payload text NOT NULL',
      "state text NOT NULL DEFAULT 'pending'",
      'attempts integer NOT NULL DEFAULT 0',
      'run_at bigint NOT NULL',
      'locked_by text',
      'locked_until bigint',
      'last_error text',
      'created_at bigint NOT NULL',
    ],
    key: 'id',
    checks: ["state IN ('pending', 'failed')"],
    // the due jobs of every agency, oldest first: what the scheduler and each agency's worker read
    indexes: [['delivery_jobs_due', ['state', 'run_at', 'agency_id']]],
  },
  {
    name: 'delivery_steps',
    columns: ['job_id bigint NOT NULL', 'step text NOT NULL', 'result text NOT NULL'],
    key: ['job_id', 'step'],
  },
];

/** Where a table's key came from before this step: its columns, or its generated id. */
const keyColumns = (spec: TableSpec) => (Array.isArray(spec.key) ? spec.key : [spec.key]);
const columnName = (definition: string) => definition.split(' ')[0]!;

export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  const postgres = engine === 'postgres';
  const run = (text: string) => sql.raw(text).execute(db);
  const spell = (definition: string) =>
    definition
      .replace(ID, postgres ? 'bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY' : 'integer PRIMARY KEY')
      .replace(BINARY, postgres ? 'bytea' : 'blob')
      .replace(/^(start|end) /, '"$1" ');
  const quote = (name: string) => (name === 'start' || name === 'end' ? `"${name}"` : name);

  if (postgres) {
    // no agency set: NULL, which no row carries; an insert without one fails on NOT NULL
    await run(`CREATE FUNCTION current_agency() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT nullif(current_setting('app.agency', true), '')::integer $$`);
    await run(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${SERVER_ROLE}') THEN
        BEGIN
          CREATE ROLE ${SERVER_ROLE} NOLOGIN;
        EXCEPTION
          WHEN duplicate_object OR unique_violation THEN NULL;
          WHEN insufficient_privilege THEN
            -- one agency served by the tables' owner needs no such role; many agencies do (docs/deploy.md)
            RAISE NOTICE 'the role ${SERVER_ROLE} does not exist, and % may not create it: no grants to it', current_user;
        END;
      END IF;
    END $$`);
  } else {
    // the copies below drop tables others still reference: the check waits for the commit
    await run('PRAGMA defer_foreign_keys = ON');
  }

  await run(`CREATE TABLE agencies (
    id integer NOT NULL PRIMARY KEY,
    slug text NOT NULL,
    name text NOT NULL,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
    created_at text NOT NULL,
    CONSTRAINT agencies_slug UNIQUE (slug)
  )`);
  // the hosts a request may be for, each one agency's: matched exactly, lower case, with a port unless it is the scheme's own
  await run(`CREATE TABLE agency_hosts (
    host text NOT NULL PRIMARY KEY,
    agency_id integer NOT NULL REFERENCES agencies (id),
    kind text NOT NULL CHECK (kind IN ('site', 'api'))
  )`);
  await run(`CREATE INDEX agency_hosts_agency ON agency_hosts (agency_id)`);
  await run(`CREATE TABLE agency_settings (
    agency_id integer NOT NULL PRIMARY KEY REFERENCES agencies (id),
    settings text NOT NULL DEFAULT '{}',
    secrets text,
    updated_at text NOT NULL
  )`);
  await run(`INSERT INTO agencies (id, slug, name, status, created_at) VALUES (1, 'default', 'default', 'active', '${new Date().toISOString()}')`);

  // the rows as they are, in tables of their own; then the old tables go, children first
  for (const spec of TABLES) await run(`CREATE TABLE ${spec.name}_before AS SELECT * FROM ${spec.name}`);
  for (const spec of [...TABLES].reverse()) await run(`DROP TABLE ${spec.name}`);

  const agencyColumn = `agency_id integer NOT NULL DEFAULT ${postgres ? 'current_agency()' : '1'} REFERENCES agencies (id)`;
  for (const spec of TABLES) {
    const parts = [...spec.columns.map(spell), ...(spec.name === 'properties' && postgres ? ["text_vector tsvector NOT NULL DEFAULT ''::tsvector"] : []), agencyColumn];
    if (Array.isArray(spec.key)) {
      if (spec.key.length > 0) parts.push(`PRIMARY KEY (${[...spec.key, 'agency_id'].map(quote).join(', ')})`);
    } else {
      // a generated id is unique everywhere; with its agency, what a reference names
      parts.push(`CONSTRAINT ${spec.name}_agency_key UNIQUE (${spec.key}, agency_id)`);
    }
    for (const [from, table, to] of spec.references ?? []) {
      parts.push(`FOREIGN KEY (${[...from, 'agency_id'].join(', ')}) REFERENCES ${table} (${[...to, 'agency_id'].join(', ')})`);
    }
    for (const check of spec.checks ?? []) parts.push(`CHECK (${check})`);
    await run(`CREATE TABLE ${spec.name} (\n  ${parts.join(',\n  ')}\n)`);
    const copied = [...spec.columns.map(columnName), ...(spec.name === 'properties' && postgres ? ['text_vector'] : [])].map(quote).join(', ');
    await run(`INSERT INTO ${spec.name} (${copied}, agency_id) SELECT ${copied}, 1 FROM ${spec.name}_before`);
  }
  for (const spec of [...TABLES].reverse()) await run(`DROP TABLE ${spec.name}_before`);

  for (const spec of TABLES) {
    for (const [name, terms, where] of spec.unique ?? []) {
      await run(`CREATE UNIQUE INDEX ${name} ON ${spec.name} (${[...terms, 'agency_id'].join(', ')})${where ? ` WHERE ${where}` : ''}`);
    }
    for (const [name, terms] of spec.indexes ?? []) await run(`CREATE INDEX ${name} ON ${spec.name} (${terms.join(', ')})`);
    if (postgres && !Array.isArray(spec.key)) {
      // the copied ids: the next one made follows them
      await run(`SELECT setval(pg_get_serial_sequence('${spec.name}', '${spec.key}'), coalesce(max(${spec.key}), 0) + 1, false) FROM ${spec.name}`);
    }
  }

  for (const [name, order] of Object.entries(LISTING_ORDERS)) {
    const keys = order.map((term) => term.split(' ')[0]!);
    const rest = FILTERED.filter((column) => !keys.includes(column));
    if (postgres) await run(`CREATE INDEX ${name} ON properties (${order.join(', ')}) INCLUDE (${rest.join(', ')})`);
    else await run(`CREATE INDEX ${name} ON properties (${[...order.map((term) => term.replace(/ NULLS (FIRST|LAST)$/, '')), ...rest].join(', ')})`);
  }

  if (!postgres) {
    // free text: the rows of listing_text are the listings' ids, as before; the triggers went with the old table
    const descriptions = ['nl', 'fr', 'en', 'de'].map((language) => `text_in_language(new.data -> '$.Description', '${language}')`).join(', ');
    const insert = `INSERT INTO listing_text (rowid, summary, description_nl, description_fr, description_en, description_de)
      VALUES (new.id, new.search, ${descriptions});`;
    await run(`CREATE TRIGGER listing_text_insert AFTER INSERT ON properties BEGIN ${insert} END`);
    await run(`CREATE TRIGGER listing_text_update AFTER UPDATE OF id, search, data ON properties BEGIN
      DELETE FROM listing_text WHERE rowid = old.id; ${insert} END`);
    await run(`CREATE TRIGGER listing_text_delete AFTER DELETE ON properties BEGIN DELETE FROM listing_text WHERE rowid = old.id; END`);
    return;
  }

  await run(`CREATE INDEX properties_text ON properties USING gin (text_vector)`);

  // the grants to the server's role, when there is one (a role that may not create it made none)
  const serverRole = await sql<{ found: number }>`SELECT 1 AS found FROM pg_roles WHERE rolname = ${SERVER_ROLE}`.execute(db);
  const grant = async (text: string) => {
    if (serverRole.rows.length > 0) await run(text);
  };

  // Row-level security, held to by the owner too (FORCE): a transaction sees and writes the rows of its agency only
  for (const spec of TABLES) {
    await run(`ALTER TABLE ${spec.name} ENABLE ROW LEVEL SECURITY`);
    await run(`ALTER TABLE ${spec.name} FORCE ROW LEVEL SECURITY`);
    await run(`CREATE POLICY agency_rows ON ${spec.name} USING (agency_id = current_agency()) WITH CHECK (agency_id = current_agency())`);
    await grant(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${spec.name} TO ${SERVER_ROLE}`);
  }
  await run(`ALTER TABLE agency_settings ENABLE ROW LEVEL SECURITY`);
  await run(`ALTER TABLE agency_settings FORCE ROW LEVEL SECURITY`);
  await run(`CREATE POLICY agency_rows ON agency_settings USING (agency_id = current_agency()) WITH CHECK (agency_id = current_agency())`);
  await grant(`GRANT SELECT ON agency_settings TO ${SERVER_ROLE}`);
  // the registry: what hosts there are and which agencies are active is for every request to read; only the owner changes it
  for (const table of ['agencies', 'agency_hosts']) {
    await run(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    await run(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
    await run(`CREATE POLICY registry_read ON ${table} FOR SELECT USING (true)`);
    await run(`CREATE POLICY registry_owner ON ${table} TO CURRENT_USER USING (true) WITH CHECK (true)`);
    await grant(`GRANT SELECT ON ${table} TO ${SERVER_ROLE}`);
  }
  // the generated ids; and what later steps make, the server may use as it uses these (each step adds its table's policy)
  await grant(`DO $$ BEGIN
    EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO ${SERVER_ROLE}', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${SERVER_ROLE}', current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO ${SERVER_ROLE}', current_schema());
  END $$`);

  // Which agencies have mail (or CRM calls) due, and since when: what the delivery worker
  // schedules from (tenancy/agency-work.ts). It reads every agency's queue as the owner,
  // whose policy lets it see the rows, and answers agencies and times only.
  await run(`CREATE POLICY due_overview ON delivery_jobs FOR SELECT TO CURRENT_USER USING (true)`);
  await run(`CREATE FUNCTION agencies_with_due_jobs(due_by bigint) RETURNS TABLE (agency_id integer, due_at bigint)
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT
    AS $$ SELECT agency_id, min(run_at) FROM delivery_jobs WHERE state = 'pending' AND run_at <= due_by GROUP BY agency_id $$`);
  await run(`REVOKE ALL ON FUNCTION agencies_with_due_jobs(bigint) FROM PUBLIC`);
  await grant(`GRANT EXECUTE ON FUNCTION agencies_with_due_jobs(bigint) TO ${SERVER_ROLE}`);
}
