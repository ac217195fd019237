/** The demo's pictures and documents, made by the seed and kept in the `media` table. */
import type { Sql } from '../../db/database.ts';
import type { MediaFiles } from '../media.ts';

export function sqlMedia({ db }: Sql): MediaFiles {
  return {
    async file(path) {
      return db.selectFrom('media').select(['mime', 'body']).where('path', '=', path).executeTakeFirst();
    },
  };
}
