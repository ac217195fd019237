/** Consent decisions in `consents`, one row each. */
import type { Db } from '../../db/database.ts';
import type { Consents } from '../consents.ts';

export function sqliteConsents(db: Db): Consents {
  const insert = db.prepare('INSERT INTO consents (id, time, revision, choices, language, path) VALUES (?, ?, ?, ?, ?, ?)');
  return {
    async record(decision) {
      insert.run(decision.id, decision.time, decision.revision, JSON.stringify(decision.choices), decision.language, decision.path);
    },
  };
}
