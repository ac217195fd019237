/**
 * A CRM call that failed, whichever CRM: its message names the endpoint and the reason,
 * never an address, a token or a password. `retryable` tells a CRM that was away (no
 * connection, no answer in time, a server error) from one that said no.
 */
export type CrmErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'refused';

export class CrmError extends Error {
  constructor(
    readonly endpoint: string,
    readonly kind: CrmErrorKind,
    message: string,
    /** whether another attempt may succeed (the CRM was away), unlike an answer that says no */
    readonly retryable: boolean,
  ) {
    super(`${endpoint}: ${message}`);
    this.name = 'CrmError';
  }
}
