// The database is created, migrated step by step and seeded once; a restart keeps
// what visitors sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../testing/databases.ts';
import { startServer } from '../../testing/server.ts';
import type { Database } from './database.ts';
import { migrate, migrations } from './migrate.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const tableNamed = async (database: Database, name: string) =>
  (await database.db.introspection.getTables()).some((table) => table.name === name);

describe.each(ENGINES)('migrate on $name', (engine) => {
  it('applies each step once, in order, and records it', async () => {
    const database = await engine.empty();
    try {
      const steps = await migrations();
      expect(Object.keys(steps)[0]).toBe('001-schema');
      expect(await migrate(database)).toEqual(Object.keys(steps));
      expect(await migrate(database)).toEqual([]);
      const next = { ...steps, '999-test': { up: async (db: Database['db']) => void (await db.schema.createTable('added').addColumn('x', 'integer').execute()) } };
      expect(await migrate(database, next)).toEqual(['999-test']);
      expect(await tableNamed(database, 'added')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('rolls a failing step back whole', async () => {
    const database = await engine.open();
    try {
      const broken = {
        ...(await migrations()),
        '999-broken': {
          up: async (db: Database['db']) => {
            await db.schema.createTable('half').addColumn('x', 'integer').execute();
            await sql`SELECT * FROM missing`.execute(db);
          },
        },
      };
      await expect(migrate(database, broken)).rejects.toThrow(/missing/);
      expect(await tableNamed(database, 'half')).toBe(false);
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
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
