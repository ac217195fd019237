/**
 * What the visitors did and were answered, kept while the soak runs: every HTTP attempt
 * (its kind, status, time), every logical send (its Idempotency-Key, the address it
 * names, how it ended), and what the read-back must then find.
 */

/** One HTTP request as it went out; status 0: no answer came (connection refused or cut, timeout). */
export interface Attempt {
  kind: string;
  status: number;
  ms: number;
  /** a 5xx that said when to come back (Retry-After): a refusal the server announces */
  announced: boolean;
  /** the instance it went to */
  origin: string;
  /** ms since the run began */
  at: number;
}

/** What a stored send must have left behind. */
export interface Expectation {
  /** where its record is: `requests`, `appointments`, `demands`, `demand_confirmations`, `newsletter_subscribers`, `testimonials` */
  table: 'requests' | 'appointments' | 'demands' | 'demand_confirmations' | 'newsletter_subscribers' | 'testimonials';
  /** a mail naming the address must have left */
  mail: boolean;
  /** the CRM call it causes, with the address in its `Email` */
  crm: string | undefined;
}

export interface Send {
  kind: string;
  key: string | undefined;
  /** the address only this send names */
  email: string;
  /** how it ended: `stored`, or the error code the visitor was left with */
  outcome: string;
  /** the answer's id when stored */
  id: string | undefined;
  /** resends after a failure the visitor did not give up on */
  resends: number;
  expect: Expectation | undefined;
}

/** A detail page a visitor holds with its ETag, and when it was fetched. */
export interface Stale {
  path: string;
  propertyId: number;
  etag: string;
}

export interface FaultEvent {
  at: number;
  what: string;
}

export class Ledger {
  readonly attempts: Attempt[] = [];
  readonly sends: Send[] = [];
  readonly faults: FaultEvent[] = [];
  /** instances that ended without the schedule killing them */
  crashes = 0;
  /** a booking of one property's moment sent with another property's id that was confirmed */
  wrongBookings = 0;
  /** 304 answers to an ETag of a page from before its property's data changed */
  staleAnswers = 0;
  /** conditional requests made after the change with such an ETag */
  staleChecks = 0;
  /** a visitor's step that threw something other than an answer (a bug of the soak or an unexpected answer's shape) */
  readonly oddities: string[] = [];
  /** reset when the visitors start: the times of the table count from there */
  started = Date.now();

  attempt(attempt: Attempt): void {
    this.attempts.push(attempt);
  }

  send(send: Send): void {
    this.sends.push(send);
  }

  fault(what: string): void {
    this.faults.push({ at: Date.now() - this.started, what });
  }

  odd(what: string): void {
    if (this.oddities.length < 50) this.oddities.push(what);
  }
}
