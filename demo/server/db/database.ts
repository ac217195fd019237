/** Opens (and creates) the SQLite database under DATA_DIR and brings its schema up to date. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { registerSchemaFunctions } from './functions.ts';
import { type Migration, migrations as allMigrations } from './migrations.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'agency.sqlite';

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL lets readers go on while a request writes; NORMAL sync is durable enough under WAL
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Applies, each in its own transaction, the steps newer than the database's user_version.
 * First registers the functions the schema calls, which a connection needs to write at all.
 */
export function migrate(db: Db, migrations: readonly Migration[] = allMigrations): number[] {
  registerSchemaFunctions(db);
  const current = db.pragma('user_version', { simple: true }) as number;
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
