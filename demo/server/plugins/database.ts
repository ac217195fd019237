/**
 * The server's database (db/database.ts): SQLite in DATA_DIR or PostgreSQL at
 * DATABASE_URL, migrated, and seeded with the demo's data unless SEED=0. Closed last.
 */
import type BetterSqlite3 from 'better-sqlite3';
import fp from 'fastify-plugin';
import { type Database, openDatabase } from '../db/database.ts';
import { sqliteOf } from '../db/sqlite.ts';
import { seedCalendar } from '../seed/calendar.ts';
import { seedDatabase } from '../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the database beneath the repositories and stores (SQLite or PostgreSQL), for the seed, tests and tools; routes go through those */
    database: Database;
    /** The SQLite handle beneath (tests read tables with it); throws on PostgreSQL. Shipped code never uses it. */
    readonly db: BetterSqlite3.Database;
  }
}

export const databasePlugin = fp(
  async (app) => {
    const { settings, now } = app;
    const database = await openDatabase({ dataDir: settings.dataDir, url: settings.databaseUrl });
    app.addHook('onClose', () => database.close());
    if (settings.seed) {
      await seedDatabase(database);
      await seedCalendar(database, now());
    }
    app.decorate('database', database);
    app.decorate('db', { getter: () => sqliteOf(database) });
  },
  { name: 'database', decorators: { fastify: ['settings', 'now'] } },
);
