/** Subscribers in `newsletter_subscribers`; the confirmation token is kept only as its hash. */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { NewsletterSubscribers, Subscriber } from '../newsletter.ts';

interface Row {
  email: string;
  language: string;
  first_name: string | null;
  last_name: string | null;
  status: 'pending' | 'confirmed';
  requested_at: string;
  confirmed_at: string | null;
}

const toSubscriber = (row: Row): Subscriber => ({
  email: row.email,
  language: row.language as Language,
  firstName: row.first_name,
  lastName: row.last_name,
  status: row.status,
  requestedAt: row.requested_at,
  confirmedAt: row.confirmed_at,
});

export function sqliteNewsletter(db: Db): NewsletterSubscribers {
  const columns = 'email, language, first_name, last_name, status, requested_at, confirmed_at';
  const find = db.prepare(`SELECT ${columns} FROM newsletter_subscribers WHERE email = ?`);
  const insert = db.prepare(
    `INSERT INTO newsletter_subscribers (email, language, first_name, last_name, status, confirm_hash, requested_at)
     VALUES (@email, @language, @firstName, @lastName, 'pending', @hash, @requestedAt)`,
  );
  const renew = db.prepare(
    `UPDATE newsletter_subscribers SET language = @language, first_name = @firstName, last_name = @lastName, confirm_hash = @hash, requested_at = @requestedAt
     WHERE email = @email AND status = 'pending'`,
  );
  const update = db.prepare(
    `UPDATE newsletter_subscribers SET language = @language, first_name = COALESCE(@firstName, first_name), last_name = COALESCE(@lastName, last_name)
     WHERE email = @email`,
  );
  const byHash = db.prepare(`SELECT ${columns} FROM newsletter_subscribers WHERE confirm_hash = ? AND status = 'pending'`);
  const confirm = db.prepare(`UPDATE newsletter_subscribers SET status = 'confirmed', confirm_hash = NULL, confirmed_at = ? WHERE email = ?`);
  const remove = db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?');
  const unconfirmed = db.prepare(`SELECT email FROM newsletter_subscribers WHERE status = 'pending' AND requested_at < ?`).pluck();
  const dropUnconfirmed = db.prepare(`DELETE FROM newsletter_subscribers WHERE status = 'pending' AND requested_at < ?`);

  const request = db.transaction((subscriber: Omit<Subscriber, 'status' | 'confirmedAt'>, hash: string): 'pending' | 'confirmed' => {
    const existing = find.get(subscriber.email) as Row | undefined;
    const values = { ...subscriber, hash };
    if (!existing) insert.run(values);
    else if (existing.status === 'pending') renew.run(values);
    else {
      update.run(values);
      return 'confirmed';
    }
    return 'pending';
  });
  const confirmOne = db.transaction((hash: string, now: string) => {
    const row = byHash.get(hash) as Row | undefined;
    if (!row) return undefined;
    confirm.run(now, row.email);
    return toSubscriber({ ...row, status: 'confirmed', confirmed_at: now });
  });
  const drop = db.transaction((before: string) => {
    const emails = unconfirmed.all(before) as string[];
    dropUnconfirmed.run(before);
    return emails;
  });

  return {
    async request(subscriber, hash) {
      return request(subscriber, hash);
    },
    async confirm(hash, now) {
      return confirmOne(hash, now);
    },
    async remove(email) {
      return remove.run(email).changes > 0;
    },
    async find(email) {
      const row = find.get(email) as Row | undefined;
      return row ? toSubscriber(row) : undefined;
    },
    async dropUnconfirmed(before) {
      return drop(before);
    },
  };
}
