/**
 * The SQL implementation of every repository and store, on SQLite or PostgreSQL alike
 * (db/database.ts): made on the database, or on one transaction of it for a unit of work.
 * Making them costs nothing but the objects: Kysely compiles each query when it runs.
 */
import type { Sql } from '../../db/database.ts';
import type { Repositories, ServerStores } from '../index.ts';
import { sqlAppointments } from './appointments.ts';
import { catalogueVersion, publishProperty, storedProperty } from './catalogue-writer.ts';
import { sqlConsents } from './consents.ts';
import { sqlDeliveryJobs } from './delivery-jobs.ts';
import { sqlDemandAlerts, sqlDemandConfirmations } from './demand-stores.ts';
import { sqlDemands } from './demands.ts';
import { sqlLeads } from './leads.ts';
import { sqlListings } from './listings.ts';
import { sqlMedia } from './media.ts';
import { sqlNewsletter } from './newsletter.ts';
import { sqlOutbox } from './outbox.ts';
import { sqlOwners } from './owners.ts';
import { sqlProjects } from './projects.ts';
import { sqlReference } from './reference.ts';
import {
  sqlHealth,
  sqlIdempotency,
  sqlLoginFailures,
  sqlOwnerSessions,
  sqlPasswordResets,
  sqlScheduledRuns,
  sqlSendLimits,
  sqlServerSecrets,
  sqlSpentCaptchas,
} from './stores.ts';
import { sqlTestimonials } from './testimonials.ts';
import { sqlVisits } from './visits.ts';

export function sqlRepositories(sql: Sql): Repositories {
  return {
    listings: sqlListings(sql),
    projects: sqlProjects(sql),
    reference: sqlReference(sql),
    media: sqlMedia(sql),
    leads: sqlLeads(sql),
    consents: sqlConsents(sql),
    owners: sqlOwners(sql),
    visits: sqlVisits(sql),
    appointments: sqlAppointments(sql),
    newsletter: sqlNewsletter(sql),
    testimonials: sqlTestimonials(sql),
    demands: sqlDemands(sql),
  };
}

/** What the stores of one database share across its transactions. */
export interface SharedState {
  secrets: Map<string, Promise<string>>;
}

export function sqlStores(sql: Sql, shared: SharedState = { secrets: new Map() }): ServerStores {
  return {
    health: sqlHealth(sql),
    idempotency: sqlIdempotency(sql),
    sessions: sqlOwnerSessions(sql),
    passwordResets: sqlPasswordResets(sql),
    loginFailures: sqlLoginFailures(sql),
    spentCaptchas: sqlSpentCaptchas(sql),
    outbox: sqlOutbox(sql),
    sendLimits: sqlSendLimits(sql),
    secrets: sqlServerSecrets(sql, shared.secrets),
    demandConfirmations: sqlDemandConfirmations(sql),
    demandAlerts: sqlDemandAlerts(sql),
    deliveries: sqlDeliveryJobs(sql),
    runs: sqlScheduledRuns(sql),
    catalogue: { stored: (id) => storedProperty(sql, id), publish: (property) => publishProperty(sql, property), version: () => catalogueVersion(sql) },
  };
}
