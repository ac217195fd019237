/** Consent decisions in `consents`, one row each. */
import type { Sql } from '../../db/database.ts';
import type { Consents } from '../consents.ts';

export function sqlConsents({ db }: Sql): Consents {
  return {
    async record(decision) {
      await db
        .insertInto('consents')
        .values({
          id: decision.id,
          time: decision.time,
          revision: decision.revision,
          choices: JSON.stringify(decision.choices),
          language: decision.language,
          path: decision.path,
        })
        .execute();
    },
  };
}
