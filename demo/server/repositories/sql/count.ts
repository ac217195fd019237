/** The count of a list's matches, read no further than the limit paging sets (core/api/paging.ts). */
import { type Kysely, type SelectQueryBuilder, sql as raw } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/**
 * How many rows `matches` finds, up to `limit`: a subquery that stops at the limit, so
 * the engine reads that many entries of an index at most, not every match.
 */
export async function countUpTo<Table extends keyof Schema>(
  db: Kysely<Schema>,
  matches: SelectQueryBuilder<Schema, Table, object>,
  limit: number,
): Promise<number> {
  const { counted } = await db
    .selectFrom(matches.select(raw<number>`1`.as('one')).limit(limit).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('counted'))
    .executeTakeFirstOrThrow();
  return Number(counted);
}
