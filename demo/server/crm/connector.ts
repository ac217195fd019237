/**
 * What a CRM connector is: a folder of demo/server/crm/ with a `connector.ts` whose
 * default export is a ConnectorModule (connectors.ts finds them; `CRM=<folder>` picks
 * one). The folder holds the CRM's client, a mapping per record kind, the sync plan and
 * the outbound calls; it reads and calls the CRM and hands back what it read. It never
 * writes a table: the shared layer writes through the repositories (the synced
 * catalogue, the CRM calendar, the CRM's accounts, the delivery queue), on SQLite and
 * PostgreSQL alike.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import type { RetryOptions } from '../../../core/retry.ts';
import type { Booking } from '../repositories/appointments.ts';
import type { CrmAccounts } from '../repositories/crm-accounts.ts';
import type { JobSteps } from '../repositories/delivery-jobs.ts';
import type { Demand } from '../repositories/demands.ts';
import type { Lead } from '../repositories/leads.ts';
import type { Owners } from '../repositories/owners.ts';
import type { CalendarMoment } from '../repositories/crm-calendar.ts';
import type { MappingProblem } from './mapping.ts';
import type { Connector } from './sync.ts';

/** How hard one client tries a call. */
export interface ClientLimits {
  /** one attempt's limit, the answer's body included (default 20 s) */
  timeoutMs?: number;
  /** attempts after the first for a call that failed on the way (default 3) */
  retries?: number;
  /** the wait before the first retry, doubling each time, with jitter (default 500 ms) */
  retryDelayMs?: number;
  /** waits between attempts; tests pass one that does not wait */
  sleep?: RetryOptions['sleep'];
}

/** How a sync paces its reads. */
export interface SyncPacing {
  /** records per batch (default 50) */
  batchSize?: number;
  /** the pause between two batches (default 250 ms) */
  pauseMs?: number;
  /** waits between batches; tests pass one that does not */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface ConnectOptions {
  client?: ClientLimits;
  sync?: SyncPacing;
}

export interface ConnectorModule<S = unknown> {
  /** The connector's settings from the environment; throws a message that names a missing or wrong setting, never its value. */
  settings(env: NodeJS.ProcessEnv): S;
  /** The credentials these settings hold: no error, list or log may show them. */
  credentials(settings: S): string[];
  /** The connector on a client of its own. */
  connect(settings: S, options?: ConnectOptions): CrmConnector;
}

/** The site's records a demand's call is built from (the synced reference trees). */
export interface DemandContext {
  propertyTypes: TreeItemSource[];
  regions: TreeItemSource[];
}

/** The visitor of a booking, as its call needs them. */
export type BookingVisitor = Pick<Booking, 'data' | 'email' | 'language' | 'propertyId' | 'slotId'>;

/**
 * What the site tells the CRM: for each record a form stores, the call it causes as the
 * payload of a delivery job (JSON, built from the record as it was then, so a retry
 * sends the same call), or undefined when the CRM has no call for it; then the making of
 * a job's call.
 */
export interface Outbound {
  lead(lead: Lead): unknown;
  demand(demand: Demand, context: DemandContext, change: 'registered' | 'changed'): unknown;
  unsubscribed(demand: Demand): unknown;
  /** a page view of a listing the site counted */
  visit(propertyId: number): unknown;
  /** a confirmed booking; `slot`: the moment booked */
  booking(visitor: BookingVisitor, slot: { start: string; end: string }): unknown;
  /**
   * Makes a job's call; throws when the CRM did not take it (the worker tries again later).
   * A job of two calls keeps the first's answer in `steps`, so a retry makes only the second.
   */
  deliver(payload: unknown, steps?: JobSteps): Promise<void>;
  /** The CRM's call a job makes, as the agency's list of failed deliveries names it. */
  target(payload: unknown): string;
}

/** The booking calendar's moments from the CRM. */
export interface CalendarSource {
  /** the start of the slot ids of the CRM's moments */
  prefix: string;
  /** listings read after each sync */
  batch: number;
  /** The moments of these listings; a listing missing from the answer keeps the moments it had. */
  read(propertyIds: readonly number[], now: number): Promise<{ moments: Map<number, CalendarMoment[]>; problems: MappingProblem[] }>;
}

/** What the owner portal's accounts on a CRM are made of. */
export interface OwnersContext {
  /** the local store's owners: an account once remembered, and the site's own counts and history */
  local: Owners;
  accounts: CrmAccounts;
  /** the language of an owner whose CRM person names none, and of the agency's own mails */
  agencyLanguage: Language;
  agencyEmail: string;
  now: () => number;
  /** told of what the mapping could not read (the server logs it) */
  onProblems?: ((problems: MappingProblem[]) => void) | undefined;
}

export interface CrmConnector extends Connector {
  /** calls made to the CRM so far, retries included */
  readonly calls: number;
  calendar?: CalendarSource | undefined;
  outbound(agencyLanguage: Language): Outbound;
  owners(context: OwnersContext): Owners;
}
