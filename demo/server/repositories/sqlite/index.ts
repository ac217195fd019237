/** The SQLite implementation of every repository and store, on the database openDatabase() opened and migrated. */
import type { Db } from '../../db/database.ts';
import type { Repositories, ServerStores } from '../index.ts';
import { sqliteAppointments } from './appointments.ts';
import { sqliteConsents } from './consents.ts';
import { sqliteDemandAlerts, sqliteDemandConfirmations } from './demand-stores.ts';
import { sqliteDemands } from './demands.ts';
import { sqliteHealth } from './health.ts';
import { sqliteIdempotency } from './idempotency.ts';
import { sqliteLeads } from './leads.ts';
import { sqliteListings } from './listings.ts';
import { sqliteLoginFailures } from './login-failures.ts';
import { sqliteMedia } from './media.ts';
import { sqliteNewsletter } from './newsletter.ts';
import { sqliteOutbox } from './outbox.ts';
import { sqliteOwnerSessions } from './owner-sessions.ts';
import { sqliteOwners } from './owners.ts';
import { sqlitePasswordResets } from './password-resets.ts';
import { sqliteProjects } from './projects.ts';
import { sqliteReference } from './reference.ts';
import { sqliteSendLimits } from './send-limits.ts';
import { sqliteServerSecrets } from './server-secrets.ts';
import { sqliteSpentCaptchas } from './spent-captchas.ts';
import { sqliteTestimonials } from './testimonials.ts';
import { sqliteVisits } from './visits.ts';

export function sqliteRepositories(db: Db): Repositories {
  return {
    listings: sqliteListings(db),
    projects: sqliteProjects(db),
    reference: sqliteReference(db),
    media: sqliteMedia(db),
    leads: sqliteLeads(db),
    consents: sqliteConsents(db),
    owners: sqliteOwners(db),
    visits: sqliteVisits(db),
    appointments: sqliteAppointments(db),
    newsletter: sqliteNewsletter(db),
    testimonials: sqliteTestimonials(db),
    demands: sqliteDemands(db),
  };
}

export function sqliteStores(db: Db): ServerStores {
  return {
    health: sqliteHealth(db),
    idempotency: sqliteIdempotency(db),
    sessions: sqliteOwnerSessions(db),
    passwordResets: sqlitePasswordResets(db),
    loginFailures: sqliteLoginFailures(db),
    spentCaptchas: sqliteSpentCaptchas(db),
    outbox: sqliteOutbox(db),
    sendLimits: sqliteSendLimits(db),
    secrets: sqliteServerSecrets(db),
    demandConfirmations: sqliteDemandConfirmations(db),
    demandAlerts: sqliteDemandAlerts(db),
  };
}
