/** Subscribers in `newsletter_subscribers`; the confirmation token is kept only as its hash. */
import type { Selectable } from 'kysely';
import type { Language } from '../../../../core/i18n/languages.ts';
import { inTransaction, type Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import type { NewsletterSubscribers, Subscriber } from '../newsletter.ts';
import { changed } from './stores.ts';

const COLUMNS = ['email', 'language', 'first_name', 'last_name', 'status', 'requested_at', 'confirmed_at'] as const;

const toSubscriber = (row: Pick<Selectable<Schema['newsletter_subscribers']>, (typeof COLUMNS)[number]>): Subscriber => ({
  email: row.email,
  language: row.language as Language,
  firstName: row.first_name,
  lastName: row.last_name,
  status: row.status,
  requestedAt: row.requested_at,
  confirmedAt: row.confirmed_at,
});

export function sqlNewsletter(sql: Sql): NewsletterSubscribers {
  const find = (db: Sql['db'], email: string) => db.selectFrom('newsletter_subscribers').select(COLUMNS).where('email', '=', email).executeTakeFirst();
  return {
    async request(subscriber, hash) {
      const fields = { language: subscriber.language, first_name: subscriber.firstName, last_name: subscriber.lastName };
      // one row per address: a new sign-up, or a pending one renewed; a confirmed one only updated
      const inserted = await sql.db
        .insertInto('newsletter_subscribers')
        .values({ email: subscriber.email, ...fields, status: 'pending', confirm_hash: hash, requested_at: subscriber.requestedAt })
        .onConflict((conflict) =>
          conflict
            .columns(['email', 'agency_id'])
            .doUpdateSet({ ...fields, confirm_hash: hash, requested_at: subscriber.requestedAt })
            .where('newsletter_subscribers.status', '=', 'pending'),
        )
        .executeTakeFirst();
      if (changed(inserted) === 1) return 'pending';
      await sql.db
        .updateTable('newsletter_subscribers')
        .set((eb) => ({
          language: subscriber.language,
          first_name: eb.fn.coalesce(eb.val(subscriber.firstName), 'first_name'),
          last_name: eb.fn.coalesce(eb.val(subscriber.lastName), 'last_name'),
        }))
        .where('email', '=', subscriber.email)
        .execute();
      return 'confirmed';
    },
    async confirm(hash, now) {
      const row = await sql.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirm_hash: null, confirmed_at: now })
        .where('confirm_hash', '=', hash)
        .where('status', '=', 'pending')
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toSubscriber(row);
    },
    async remove(email) {
      return changed(await sql.db.deleteFrom('newsletter_subscribers').where('email', '=', email).executeTakeFirst()) > 0;
    },
    async find(email) {
      const row = await find(sql.db, email);
      return row && toSubscriber(row);
    },
    async dropUnconfirmed(before) {
      return inTransaction(sql, async ({ db }) => {
        const rows = await db
          .deleteFrom('newsletter_subscribers')
          .where('status', '=', 'pending')
          .where('requested_at', '<', before)
          .returning('email')
          .execute();
        return rows.map((row) => row.email);
      });
    },
  };
}
