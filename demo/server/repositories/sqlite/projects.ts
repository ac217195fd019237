/** Projects in the `projects` table: the CRM record as JSON, with the columns lists filter and sort on. */
import type { Project } from '../../../../core/property/types.ts';
import type { Db } from '../../db/database.ts';
import { normalizeKey } from '../../search.ts';
import { pageOf } from '../paging.ts';
import type { Projects } from '../projects.ts';

const parse = (data: string) => JSON.parse(data) as Project;

export function sqliteProjects(db: Db): Projects {
  const published = db.prepare('SELECT data FROM projects WHERE id = ? AND online = 1').pluck();
  const similar = db
    .prepare(`SELECT data FROM projects WHERE online = 1 AND id <> ? AND status <> 'sold_out' ORDER BY created_at DESC LIMIT 3`)
    .pluck();

  return {
    async search(query) {
      const where = ['online = 1'];
      const params: unknown[] = [];
      if (query.city) {
        where.push('city_key = ?');
        params.push(normalizeKey(query.city));
      }
      if (query.zip) {
        where.push('zip = ?');
        params.push(query.zip);
      }
      if (query.status) {
        where.push(`status IN (${query.status.map(() => '?').join(',')})`);
        params.push(...query.status);
      }
      // the filters given shape the clause, so it is prepared per search
      const clause = where.join(' AND ');
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM projects WHERE ${clause}`).get(...params) as { total: number };
      const rows = db
        .prepare(`SELECT data FROM projects WHERE ${clause} ORDER BY status = 'sold_out', created_at DESC, id LIMIT ? OFFSET ?`)
        .pluck()
        .all(...params, query.pageSize, (query.page - 1) * query.pageSize) as string[];
      return pageOf(rows.map(parse), total, query);
    },

    async published(id) {
      const data = published.get(id) as string | undefined;
      return data === undefined ? undefined : parse(data);
    },

    async similar(project) {
      return (similar.all(project.ID) as string[]).map(parse);
    },
  };
}
