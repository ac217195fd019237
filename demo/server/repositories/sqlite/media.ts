/** The demo's pictures and documents, made by the seed and kept in the `media` table. */
import type { Db } from '../../db/database.ts';
import type { MediaFile, MediaFiles } from '../media.ts';

export function sqliteMedia(db: Db): MediaFiles {
  const file = db.prepare('SELECT mime, body FROM media WHERE path = ?');
  return {
    async file(path) {
      return file.get(path) as MediaFile | undefined;
    },
  };
}
