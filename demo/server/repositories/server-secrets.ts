/**
 * Keys the server signs links with (unsubscribe links, the testimonial's approve link).
 * Made once and kept in the database, so links in mails already sent keep working after
 * a restart, and every instance on one database signs with the same key.
 */
export interface ServerSecrets {
  /** The secret called `name`, made (32 random bytes, hex) the first time it is asked for. */
  get(name: string): Promise<string>;
}
