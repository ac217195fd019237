/**
 * Where the server's data comes from (docs/server.md). Routes see these interfaces only.
 *
 * `Repositories` hold the agency's data, what a CRM such as Omnicasa holds: an adapter
 * implements some or all of them and is passed to buildApp(); the rest stay on SQLite.
 * They answer with promises, since a CRM answers over the network.
 *
 * `ServerStores` hold the server's own state, which no CRM keeps: idempotency keys,
 * sessions, rate limits, spent captchas, the delivery queue, the outbox. They stay in
 * the server's database (SQLite, or PostgreSQL shared by several instances) whatever the
 * data source. A claim on a key or a spent nonce is decided by the database in one
 * statement (INSERT … ON CONFLICT, an UPDATE that matches once), never by the event loop,
 * so it holds across instances.
 *
 * A unit of work (context.transaction) gives both on one transaction: what a request
 * stores and the jobs it leaves for the delivery worker commit together.
 */
import type { Appointments } from './appointments.ts';
import type { Catalogue } from './catalogue.ts';
import type { Consents } from './consents.ts';
import type { DemandAlerts } from './demand-alerts.ts';
import type { DemandConfirmations } from './demand-confirmations.ts';
import type { DeliveryJobs } from './delivery-jobs.ts';
import type { Demands } from './demands.ts';
import type { HealthCheck } from './health.ts';
import type { IdempotencyRecords } from './idempotency.ts';
import type { Leads } from './leads.ts';
import type { Listings } from './listings.ts';
import type { LoginFailures } from './login-failures.ts';
import type { MediaFiles } from './media.ts';
import type { NewsletterSubscribers } from './newsletter.ts';
import type { Outbox } from './outbox.ts';
import type { OwnerSessions } from './owner-sessions.ts';
import type { Owners } from './owners.ts';
import type { PasswordResets } from './password-resets.ts';
import type { Projects } from './projects.ts';
import type { ReferenceData } from './reference.ts';
import type { ScheduledRuns } from './scheduled-runs.ts';
import type { SendLimits } from './send-limits.ts';
import type { ServerSecrets } from './server-secrets.ts';
import type { SpentCaptchas } from './spent-captchas.ts';
import type { Testimonials } from './testimonials.ts';
import type { Visits } from './visits.ts';

export interface Repositories {
  listings: Listings;
  projects: Projects;
  reference: ReferenceData;
  media: MediaFiles;
  leads: Leads;
  consents: Consents;
  owners: Owners;
  visits: Visits;
  appointments: Appointments;
  newsletter: NewsletterSubscribers;
  testimonials: Testimonials;
  demands: Demands;
}

export interface ServerStores {
  health: HealthCheck;
  idempotency: IdempotencyRecords;
  sessions: OwnerSessions;
  passwordResets: PasswordResets;
  loginFailures: LoginFailures;
  spentCaptchas: SpentCaptchas;
  outbox: Outbox;
  sendLimits: SendLimits;
  secrets: ServerSecrets;
  demandConfirmations: DemandConfirmations;
  demandAlerts: DemandAlerts;
  deliveries: DeliveryJobs;
  runs: ScheduledRuns;
  /** the local copy of the catalogue, written by the back office or a CRM sync */
  catalogue: Catalogue;
}
