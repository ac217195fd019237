// The database is created, migrated step by step and seeded once; a restart keeps
// what visitors sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../testing/server.ts';
import { migrate } from './sqlite.ts';
import { migrations } from './migrations.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('migrate', () => {
  it('applies each step once, in order, and records the version', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
    const next = [...migrations, { version: migrations.length + 1, name: 'test', sql: 'CREATE TABLE added (x)' }];
    expect(migrate(db, next)).toEqual([migrations.length + 1]);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'added'`).pluck().get()).toBe('added');
  });

  it('rolls a failing step back whole', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken = [...migrations, { version: 99, name: 'broken', sql: 'CREATE TABLE half (x); SELECT * FROM missing;' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'half'`).pluck().get()).toBeUndefined();
  });
});

describe('first start and restart', () => {
  it('seeds an empty DATA_DIR once; a restart keeps the data and adds nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-restart-'));
    dirs.push(dataDir);
    const first = await startServer({ dataDir });
    const properties = first.count('properties');
    expect(properties).toBeGreaterThan(50);
    await first.post('/api/v1/requests/newsletter', { email: 'kept@example.be' });
    await first.close();
    const second = await startServer({ dataDir });
    expect(second.count('properties')).toBe(properties);
    expect(second.count('requests', `email = 'kept@example.be'`)).toBe(1);
    await second.close();
    // two servers start in turn: each seeds or reads its database, seconds on a busy machine
  }, 120_000);
});
