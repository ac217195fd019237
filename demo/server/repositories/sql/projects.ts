/** Projects in the `projects` table: the CRM record as JSON, with the columns lists filter and sort on. */
import { type ExpressionBuilder, sql as raw } from 'kysely';
import type { Project } from '../../../../core/property/types.ts';
import type { Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import { normalizeKey } from '../../search.ts';
import { countLimit, pageOf } from '../../../../core/api/paging.ts';
import { countUpTo } from './count.ts';
import type { ProjectSearch, Projects } from '../projects.ts';

const parse = (data: string) => JSON.parse(data) as Project;

function filters(eb: ExpressionBuilder<Schema, 'projects'>, query: ProjectSearch) {
  const conditions = [eb('online', '=', 1)];
  if (query.city) conditions.push(eb('city_key', '=', normalizeKey(query.city)));
  if (query.zip) conditions.push(eb('zip', '=', query.zip));
  if (query.status) conditions.push(eb('status', 'in', query.status));
  return eb.and(conditions);
}

export function sqlProjects({ db }: Sql): Projects {
  return {
    async search(query) {
      const counted = await countUpTo(
        db,
        db.selectFrom('projects').where((eb) => filters(eb, query)),
        countLimit(query),
      );
      const rows = await db
        .selectFrom('projects')
        .select('data')
        .where((eb) => filters(eb, query))
        // those with units left first
        .orderBy(raw`CASE WHEN status = 'sold_out' THEN 1 ELSE 0 END`)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return pageOf(
        rows.map((row) => parse(row.data)),
        counted,
        query,
      );
    },

    async published(id) {
      const row = await db.selectFrom('projects').select('data').where('id', '=', id).where('online', '=', 1).executeTakeFirst();
      return row && parse(row.data);
    },

    async similar(project) {
      const rows = await db
        .selectFrom('projects')
        .select('data')
        .where('online', '=', 1)
        .where('id', '<>', project.ID)
        .where('status', '<>', 'sold_out')
        .orderBy('created_at', 'desc')
        .limit(3)
        .execute();
      return rows.map((row) => parse(row.data));
    },
  };
}
