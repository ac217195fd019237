/** The health check's question to SQLite: the cheapest statement that needs the database. */
import type { Db } from '../../db/database.ts';
import type { HealthCheck } from '../health.ts';

export function sqliteHealth(db: Db): HealthCheck {
  const ping = db.prepare('SELECT 1');
  return {
    ping() {
      ping.get();
    },
  };
}
