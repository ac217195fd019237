/** The SQLite implementation of every repository, on the database openDatabase() opened and migrated. */
import type { Db } from '../../db/database.ts';
import type { Repositories } from '../index.ts';
import { sqliteListings } from './listings.ts';
import { sqliteMedia } from './media.ts';
import { sqliteProjects } from './projects.ts';
import { sqliteReference } from './reference.ts';

export function sqliteRepositories(db: Db): Repositories {
  return {
    listings: sqliteListings(db),
    projects: sqliteProjects(db),
    reference: sqliteReference(db),
    media: sqliteMedia(db),
  };
}
