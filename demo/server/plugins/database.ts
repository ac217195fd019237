/**
 * The server's database (db/database.ts): SQLite in DATA_DIR or PostgreSQL at
 * DATABASE_URL, migrated, and seeded with the demo's data unless SEED=0 (many agencies:
 * each agency's when it is added). Closed last.
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
    // many agencies: a query is for the agency of its request's host, and none outside one
    const onlyAgency = settings.agencies === 'database' ? null : undefined;
    const database = await openDatabase({ dataDir: settings.dataDir, url: settings.databaseUrl, ownerUrl: settings.databaseOwnerUrl, onlyAgency });
    app.addHook('onClose', () => database.close());
    // each agency is seeded when it is added (npm run agency -- add --seed), in its own scope
    if (settings.seed && settings.agencies === 'one') {
      await seedDatabase(database);
      await seedCalendar(database, now());
    }
    app.decorate('database', database);
    app.decorate('db', { getter: () => sqliteOf(database) });
  },
  { name: 'database', decorators: { fastify: ['settings', 'now'] } },
);
