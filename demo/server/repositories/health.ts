/** What `GET /health` promises: the server's own database answers. */
export interface HealthCheck {
  /** Throws when the database does not answer, which makes the health check fail. */
  ping(): Promise<void>;
}
