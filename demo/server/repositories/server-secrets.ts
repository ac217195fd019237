/**
 * Keys the server signs links with (unsubscribe links, the testimonial's approve link).
 * Made once and kept in the database, so links in mails already sent keep working after
 * a restart, and every instance on one database signs with the same key.
 */
export interface ServerSecrets {
  /** The secret called `name`, made (32 random bytes, hex) the first time it is asked for. */
  get(name: string): Promise<string>;
  /** The secret called `name` if it was read already (for the agency of the work under way): what code that cannot wait reads. */
  known(name: string): string | undefined;
}

/** The secrets read before any unit of work may need them (on SQLite a unit holds the one connection), and that alerts sign with. */
export const PRELOADED_SECRETS = ['unsubscribe', 'testimonials', 'send-limits'] as const;
