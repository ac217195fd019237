/**
 * Where the server's data comes from (docs/server.md). Routes see these interfaces only.
 *
 * `Repositories` hold the agency's data, what a CRM such as Omnicasa holds: an adapter
 * implements some or all of them and is passed to buildApp(); the rest stay on SQLite.
 * They answer with promises, since a CRM answers over the network.
 *
 * `ServerStores` hold the server's own state, which no CRM keeps: idempotency keys,
 * sessions, rate limits, spent captchas, the outbox. They stay in the server's SQLite
 * database whatever the data source, and answer at once: a claim on a key or a spent
 * nonce must be decided in one step, with no other request in between.
 */
import type { Appointments } from './appointments.ts';
import type { Consents } from './consents.ts';
import type { DemandAlerts } from './demand-alerts.ts';
import type { DemandConfirmations } from './demand-confirmations.ts';
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
}
