// Agencies kept apart by PostgreSQL itself (migrations/005-agencies.ts): read from the
// catalog, every table of the schema is an agency's, under row-level security that binds
// its owner too, or one of the few the test names with what the server may do there; the
// server's role owns nothing; a query of no agency reads no row, and one agency's
// transaction neither reads nor writes another's. The server connects as in a deployment:
// a member of agency_server, the schema migrated by the tables' owner.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListing, listing } from '../../testing/databases.ts';
import { createTenantDatabase, type TenantPostgres } from '../../testing/postgres.ts';
import { inAgency } from './agency-scope.ts';
import type { Database } from './database.ts';
import { openPostgres, postgresDatabase } from './postgres.ts';

interface TableFacts {
  name: string;
  rls: boolean;
  forced: boolean;
  agencyColumn: boolean;
  policies: { name: string; command: string; roles: string; using: string | null; check: string | null }[];
  /** what the server's role may do on it */
  select: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

/** The registry of agencies: every request reads it to find its agency by host; only the owner changes it. */
const REGISTRY = ['agencies', 'agency_hosts'];
/** The migrations' bookkeeping: the server may not even read it. */
const BOOKKEEPING = ['kysely_migration', 'kysely_migration_lock'];
const ISOLATION = 'agency_id = current_agency()';

let created: TenantPostgres;
let server: Database;
let owner: Database;

async function tables(database: Database, role: string): Promise<TableFacts[]> {
  const { rows } = await sql<TableFacts>`
    SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'agency_id' AND NOT a.attisdropped) AS "agencyColumn",
      coalesce((SELECT json_agg(json_build_object('name', p.polname, 'command', p.polcmd,
          'roles', (SELECT string_agg(CASE WHEN r = 0 THEN 'public' ELSE r::regrole::text END, ',') FROM unnest(p.polroles) AS r),
          'using', pg_get_expr(p.polqual, p.polrelid), 'check', pg_get_expr(p.polwithcheck, p.polrelid)) ORDER BY p.polname)
        FROM pg_policy p WHERE p.polrelid = c.oid), '[]'::json) AS policies,
      has_table_privilege(${role}, c.oid, 'SELECT') AS select, has_table_privilege(${role}, c.oid, 'INSERT') AS insert,
      has_table_privilege(${role}, c.oid, 'UPDATE') AS update, has_table_privilege(${role}, c.oid, 'DELETE') AS delete
    FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
    ORDER BY c.relname`.execute(database.db);
  return rows;
}

const bare = (expression: string | null) => (expression ?? '').replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
const serverRole = () => new URL(created.url).username;

/** What is wrong with a table, by the rule its kind follows; empty when nothing is. */
function wrongWith(table: TableFacts): string[] {
  const wrong: string[] = [];
  if (BOOKKEEPING.includes(table.name)) {
    if (table.select || table.insert || table.update || table.delete) wrong.push('the server may use the migrations’ bookkeeping');
    return wrong;
  }
  if (!table.rls) wrong.push('no row-level security');
  if (!table.forced) wrong.push('row-level security not forced on its owner');
  if (REGISTRY.includes(table.name)) {
    if (!table.policies.some((policy) => policy.command === 'r' && bare(policy.using) === 'true' && policy.roles === 'public')) wrong.push('no read policy for every request');
    if (table.insert || table.update || table.delete) wrong.push('the server may change the registry');
    return wrong;
  }
  if (!table.agencyColumn) wrong.push('no agency_id: whose rows are these?');
  const isolation = table.policies.find((policy) => policy.command === '*' && policy.roles === 'public');
  if (!isolation || bare(isolation.using) !== bare(ISOLATION) || bare(isolation.check) !== bare(ISOLATION)) wrong.push(`no policy ${ISOLATION} for every command and role`);
  // any other policy only ever lets the owner read (the overview of due deliveries)
  for (const policy of table.policies.filter((each) => each !== isolation)) {
    if (policy.command !== 'r' || policy.roles === 'public' || policy.roles.split(',').includes(serverRole())) wrong.push(`policy ${policy.name} opens rows to more than the owner's reading`);
  }
  return wrong;
}

beforeAll(async () => {
  created = await createTenantDatabase();
  server = await openPostgres(created.url, { ownerUrl: created.ownerUrl, onlyAgency: null });
  owner = postgresDatabase(created.ownerUrl, { onlyAgency: null });
  await owner.db.insertInto('agencies').values({ id: 2, slug: 'second', name: 'Second', status: 'active', created_at: '2030-01-01' }).execute();
  for (const agency of [1, 2]) {
    await inAgency(agency, async () => {
      await server.db
        .insertInto('owners')
        .values({ id: 7, username: `owner${agency}`, email: `owner@agency${agency}.example`, first_name: 'A', last_name: 'B', language: 'nl', password_hash: 'x', created_at: '' })
        .execute();
      // the same listing id in both agencies: the CRM's ids are each agency's own
      await addListing(server, listing({ ID: 12, Title: { nl: `Woning van agentschap ${agency}` } }), { ownerId: 7 });
      await server.db.insertInto('meta').values({ key: 'seeded_at', value: `agency ${agency}` }).execute();
      await server.db.insertInto('owner_sessions').values({ token_hash: `session-${agency}`, owner_id: 7, created_at: 1, expires_at: 2 }).execute();
      await server.db.insertInto('delivery_jobs').values({ kind: 'mail', payload: '{}', run_at: agency, created_at: agency, locked_by: null, locked_until: null, last_error: null }).execute();
    });
  }
});

afterAll(async () => {
  await Promise.all([server?.close(), owner?.close()]);
  await created?.drop();
});

describe('agencies on one PostgreSQL database, kept apart by the database', () => {
  it('every table of the catalog is an agency’s under a forced policy, the read-only registry, or bookkeeping the server cannot touch', async () => {
    const found = await tables(owner, serverRole());
    expect(found.length).toBeGreaterThanOrEqual(33);
    const wrong = Object.fromEntries(found.map((table): [string, string[]] => [table.name, wrongWith(table)]).filter(([, problems]) => problems.length > 0));
    expect(wrong).toEqual({});
    // and the rule finds what it must: a table without its policy
    await owner.db.schema.createTable('forgotten').addColumn('agency_id', 'integer').execute();
    try {
      expect(wrongWith((await tables(owner, serverRole())).find((table) => table.name === 'forgotten')!)).toEqual([
        'no row-level security',
        'row-level security not forced on its owner',
        `no policy ${ISOLATION} for every command and role`,
      ]);
    } finally {
      await owner.db.schema.dropTable('forgotten').execute();
    }
  });

  it('the server’s role owns nothing and is held to row-level security', async () => {
    const { rows } = await sql<{ superuser: boolean; bypass: boolean; owns: number }>`
      SELECT rolsuper AS superuser, rolbypassrls AS bypass,
        (SELECT count(*) FROM pg_class WHERE relowner = r.oid AND relnamespace = current_schema()::regnamespace) AS owns
      FROM pg_roles r WHERE rolname = current_user`.execute(server.db);
    expect(rows).toEqual([{ superuser: false, bypass: false, owns: 0 }]);
    await expect(sql`ALTER TABLE properties DISABLE ROW LEVEL SECURITY`.execute(server.db)).rejects.toThrow(/owner/);
    await expect(inAgency(1, () => server.db.insertInto('agencies').values({ id: 3, slug: 'mine', name: 'Mine', status: 'active', created_at: '' }).execute())).rejects.toThrow(/permission denied/);
  });

  it('a query of no agency reads no row of any agency’s table, as the server and as the tables’ owner', async () => {
    const agencyTables = (await tables(owner, serverRole())).filter((table) => table.agencyColumn && !REGISTRY.includes(table.name)).map((table) => table.name);
    for (const database of [server, owner]) {
      for (const table of agencyTables) {
        // the owner reads one table whole: the delivery queue, whose overview tells the server which agencies have mail due
        if (database === owner && table === 'delivery_jobs') continue;
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db);
        expect({ table, rows: Number(rows[0]!.n) }).toEqual({ table, rows: 0 });
      }
    }
    // nor writes one: with no agency the row's agency is NULL, which no policy admits, and naming one is refused too
    await expect(server.db.insertInto('meta').values({ key: 'stray', value: 'x' }).execute()).rejects.toThrow(/row-level security|agency_id/);
    await expect(server.db.insertInto('meta').values({ key: 'stray', value: 'x', agency_id: 1 }).execute()).rejects.toThrow(/row-level security/);
    // the rows are there, each agency's in its own scope
    for (const agency of [1, 2]) {
      const titles = await inAgency(agency, () => server.db.selectFrom('properties').select(['id', 'agency_id', 'data']).execute());
      expect(titles.map((row) => [row.id, row.agency_id, (JSON.parse(row.data) as { Title: { nl: string } }).Title.nl])).toEqual([[12, agency, `Woning van agentschap ${agency}`]]);
    }
  });

  it('one agency’s transaction neither sees, changes nor writes another’s rows', async () => {
    await inAgency(1, async () => {
      expect(await server.db.selectFrom('owner_sessions').select('token_hash').execute()).toEqual([{ token_hash: 'session-1' }]);
      expect(Number((await server.db.deleteFrom('owner_sessions').where('token_hash', '=', 'session-2').executeTakeFirst()).numDeletedRows)).toBe(0);
      expect(Number((await server.db.updateTable('properties').set({ status: 'sold' }).where('agency_id', '=', 2).executeTakeFirst()).numUpdatedRows)).toBe(0);
      await expect(server.db.insertInto('meta').values({ key: 'planted', value: 'x', agency_id: 2 }).execute()).rejects.toThrow(/row-level security/);
      await expect(server.transaction(({ db }) => db.updateTable('meta').set({ agency_id: 2 }).where('key', '=', 'seeded_at').execute())).rejects.toThrow(/row-level security/);
    });
    expect(await inAgency(2, () => server.db.selectFrom('owner_sessions').select('token_hash').execute())).toEqual([{ token_hash: 'session-2' }]);
    expect(await inAgency(2, () => server.db.selectFrom('properties').select('status').execute())).toEqual([{ status: 'available' }]);
  });

  it('the agency is the transaction’s: the pooled connection that served one agency serves the next query of none with nothing', async () => {
    const backend = async () => (await sql<{ pid: number; agency: string | null }>`SELECT pg_backend_pid() AS pid, current_setting('app.agency', true) AS agency`.execute(server.db)).rows[0]!;
    const scoped = await inAgency(2, backend);
    expect(scoped.agency).toBe('2');
    const after = await backend();
    expect(after.pid).toBe(scoped.pid);
    expect(after.agency || null).toBeNull();
    expect(await server.db.selectFrom('properties').select('id').execute()).toEqual([]);
  });

  it('one agency’s database says its agency once per connection, and a transaction of another agency still says its own', async () => {
    const one = postgresDatabase(created.url);
    try {
      const backend = async () => (await sql<{ pid: number; agency: string | null }>`SELECT pg_backend_pid() AS pid, current_setting('app.agency', true) AS agency`.execute(one.db)).rows[0]!;
      // a lone query is no transaction of its own: it sees the session's agency
      const lone = await backend();
      expect(lone.agency).toBe('1');
      expect(await one.db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').execute()).toEqual([{ value: 'agency 1' }]);
      const other = await inAgency(2, async () => ({ seen: await one.db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').execute(), ...(await backend()) }));
      expect({ agency: other.agency, seen: other.seen }).toEqual({ agency: '2', seen: [{ value: 'agency 2' }] });
      // the other agency's setting ended with its transaction: the connection is back on its session's
      expect(await backend()).toEqual({ pid: other.pid, agency: '1' });
    } finally {
      await one.close();
    }
  });

  it('which agencies have deliveries due is told to the server, and nothing of them', async () => {
    const { rows } = await sql<{ agency_id: number; due_at: number }>`SELECT * FROM agencies_with_due_jobs(${10}::bigint) ORDER BY agency_id`.execute(server.db);
    expect(rows).toEqual([
      { agency_id: 1, due_at: 1 },
      { agency_id: 2, due_at: 2 },
    ]);
    await expect(sql`SELECT * FROM delivery_jobs`.execute(server.db)).resolves.toMatchObject({ rows: [] });
  });
});
