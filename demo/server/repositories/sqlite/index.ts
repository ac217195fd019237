/** The SQLite implementation of every repository, on the database openDatabase() opened and migrated. */
import type { Db } from '../../db/database.ts';
import type { Repositories } from '../index.ts';
import { sqliteAppointments } from './appointments.ts';
import { sqliteConsents } from './consents.ts';
import { sqliteLeads } from './leads.ts';
import { sqliteListings } from './listings.ts';
import { sqliteMedia } from './media.ts';
import { sqliteProjects } from './projects.ts';
import { sqliteReference } from './reference.ts';
import { sqliteVisits } from './visits.ts';

export function sqliteRepositories(db: Db): Repositories {
  return {
    listings: sqliteListings(db),
    projects: sqliteProjects(db),
    reference: sqliteReference(db),
    media: sqliteMedia(db),
    leads: sqliteLeads(db),
    consents: sqliteConsents(db),
    visits: sqliteVisits(db),
    appointments: sqliteAppointments(db),
  };
}
