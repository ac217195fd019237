/**
 * The server's small stores on SQL (repositories/index.ts, ServerStores): each claim or
 * spend is one statement, decided by the database (INSERT … ON CONFLICT DO NOTHING, an
 * UPDATE whose WHERE matches once), so two instances on one database agree.
 */
import { randomBytes } from 'node:crypto';
import { sql as raw } from 'kysely';
import type { Sql } from '../../db/database.ts';
import type { HealthCheck } from '../health.ts';
import type { IdempotencyRecords } from '../idempotency.ts';
import type { LoginFailures } from '../login-failures.ts';
import type { OwnerSessions } from '../owner-sessions.ts';
import type { PasswordResets } from '../password-resets.ts';
import type { ScheduledRuns } from '../scheduled-runs.ts';
import type { SendLimits } from '../send-limits.ts';
import type { ServerSecrets } from '../server-secrets.ts';
import type { SpentCaptchas } from '../spent-captchas.ts';
import { agencyName, inTransaction, lockKey } from '../../db/database.ts';

/** Rows an insert, update or delete changed. */
export const changed = (result: { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) =>
  Number(result?.numInsertedOrUpdatedRows ?? result?.numUpdatedRows ?? result?.numDeletedRows ?? 0);

export function sqlHealth({ db }: Sql): HealthCheck {
  return {
    async ping() {
      await raw`SELECT 1`.execute(db);
    },
  };
}

export function sqlIdempotency({ db }: Sql): IdempotencyRecords {
  return {
    async forgetBefore(time) {
      await db.deleteFrom('idempotency').where('created_at', '<', time).execute();
    },
    async claim(key, scope, fingerprint, now, abandonedBefore) {
      const result = await db
        .insertInto('idempotency')
        .values({ key, scope, fingerprint, state: 'pending', created_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'scope', 'agency_id'])
            .doUpdateSet({ fingerprint, created_at: now })
            .where('idempotency.state', '=', 'pending')
            .where('idempotency.created_at', '<', abandonedBefore),
        )
        .executeTakeFirst();
      return changed(result) === 1;
    },
    async find(key, scope) {
      const row = await db
        .selectFrom('idempotency')
        .select(['fingerprint', 'state', 'status', 'body'])
        .where('key', '=', key)
        .where('scope', '=', scope)
        .executeTakeFirst();
      if (!row) return undefined;
      return { fingerprint: row.fingerprint, done: row.state === 'done', status: row.status, body: row.body === null ? undefined : JSON.parse(row.body) };
    },
    async complete(key, scope, status, body) {
      await db
        .updateTable('idempotency')
        .set({ state: 'done', status, body: body === undefined ? null : JSON.stringify(body) })
        .where('key', '=', key)
        .where('scope', '=', scope)
        .execute();
    },
    async release(key, scope) {
      await db.deleteFrom('idempotency').where('key', '=', key).where('scope', '=', scope).execute();
    },
  };
}

export function sqlOwnerSessions({ db }: Sql): OwnerSessions {
  return {
    async start(tokenHash, ownerId, now, expiresAt) {
      await db.deleteFrom('owner_sessions').where('expires_at', '<', now).execute();
      await db.insertInto('owner_sessions').values({ token_hash: tokenHash, owner_id: ownerId, created_at: now, expires_at: expiresAt }).execute();
    },
    async find(tokenHash, now) {
      const row = await db
        .selectFrom('owner_sessions')
        .select(['owner_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row && { ownerId: row.owner_id, expiresAt: row.expires_at };
    },
    async end(tokenHash) {
      await db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async endAll(ownerId) {
      await db.deleteFrom('owner_sessions').where('owner_id', '=', ownerId).execute();
    },
  };
}

export function sqlPasswordResets({ db }: Sql): PasswordResets {
  return {
    async issue(tokenHash, ownerId, expiresAt) {
      await db.insertInto('password_resets').values({ token_hash: tokenHash, owner_id: ownerId, expires_at: expiresAt }).execute();
    },
    async spend(tokenHash, now) {
      // the condition and the mark are one statement: of two requests with one link, one gets the owner
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .where('used_at', 'is', null)
        .returning('owner_id')
        .executeTakeFirst();
      return row?.owner_id;
    },
  };
}

/** Times counted per key in a table of (key, at), for the rate limits. */
function counted(sql: Sql, table: 'login_failures' | 'send_limits') {
  return {
    async record(keys: readonly string[], now: number, forgetUntil: number) {
      await inTransaction(sql, async ({ db }) => {
        await db.deleteFrom(table).where('at', '<=', forgetUntil).execute();
        if (keys.length > 0) await db.insertInto(table).values(keys.map((key) => ({ key, at: now }))).execute();
      });
    },
  };
}

export function sqlLoginFailures(sql: Sql): LoginFailures {
  const { db } = sql;
  return {
    ...counted(sql, 'login_failures'),
    async recent(key, since, limit) {
      const rows = await db.selectFrom('login_failures').select('at').where('key', '=', key).where('at', '>', since).orderBy('at', 'desc').limit(limit).execute();
      return rows.map((row) => row.at);
    },
    async clear(key) {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
  };
}

export function sqlSendLimits(sql: Sql): SendLimits {
  const { record } = counted(sql, 'send_limits');
  const count = async ({ db }: Sql, key: string, since: number) => {
    const row = await db
      .selectFrom('send_limits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    record,
    count: (key, since) => count(sql, key, since),
    async take(key, limit, since, now) {
      return inTransaction(sql, async (tx) => {
        // one taker of a key at a time, whichever instance: PostgreSQL holds the lock to the
        // transaction's end; SQLite's transaction holds the write lock from its start
        if (tx.dialect === 'postgres') await raw`SELECT pg_advisory_xact_lock(${lockKey(agencyName(tx, `send-limit:${key}`))}::bigint)`.execute(tx.db);
        if ((await count(tx, key, since)) >= limit) return false;
        await counted(tx, 'send_limits').record([key], now, since);
        return true;
      });
    },
  };
}

export function sqlSpentCaptchas({ db }: Sql): SpentCaptchas {
  return {
    async spend(nonce, expiresAt, now) {
      await db.deleteFrom('captcha_used').where('expires_at', '<', now).execute();
      const result = await db
        .insertInto('captcha_used')
        .values({ id: nonce, expires_at: expiresAt })
        .onConflict((conflict) => conflict.columns(['id', 'agency_id']).doNothing())
        .executeTakeFirst();
      return changed(result) === 1;
    },
  };
}

/**
 * Secrets in `meta`, under `secret:<name>`. `known` is shared by the stores of one
 * database (its units of work included): a secret read once is not read again, and one
 * first asked for inside a unit of work is read on that unit's transaction (on SQLite,
 * the only connection) and cached once the server has it from outside one.
 */
export function sqlServerSecrets(sql: Sql, known: Map<string, Promise<string>> = new Map()): ServerSecrets {
  const { db } = sql;
  const read = new Map<string, string>();
  // each agency's own: the cache is keyed by the agency the work under way is for
  const cacheKey = (name: string) => `${sql.agency() ?? 'none'}:secret:${name}`;
  const load = async (key: string) => {
    // two instances starting at once: the first secret written wins, and both read it
    await db
      .insertInto('meta')
      .values({ key, value: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.columns(['key', 'agency_id']).doNothing())
      .execute();
    const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    return row.value;
  };
  return {
    get(name) {
      const key = `secret:${name}`;
      const cached = known.get(cacheKey(name));
      if (cached) return cached;
      if (db.isTransaction) return load(key);
      const value = load(key);
      const at = cacheKey(name);
      known.set(at, value);
      value.then(
        (secret) => read.set(at, secret),
        () => known.delete(at),
      );
      return value;
    },
    known: (name) => read.get(cacheKey(name)),
  };
}

export function sqlScheduledRuns({ db }: Sql): ScheduledRuns {
  const key = (name: string) => `run:${name}`;
  return {
    async last(name) {
      return (await db.selectFrom('meta').select('value').where('key', '=', key(name)).executeTakeFirst())?.value;
    },
    async claim(name, period) {
      // one statement: of two instances claiming the same period, one changes the row
      const result = await db
        .insertInto('meta')
        .values({ key: key(name), value: period })
        .onConflict((conflict) => conflict.columns(['key', 'agency_id']).doUpdateSet({ value: period }).where('meta.value', '<>', period))
        .executeTakeFirst();
      return changed(result) === 1;
    },
  };
}
