/**
 * The owner portal: log in with a username or e-mail address, see one's own
 * properties, their visit statistics and the agency's history of each. Another
 * owner's property answers 404, exactly like one that does not exist.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerHistoryRow, OwnerProperty, OwnerSession } from '../../../core/api/contract.ts';
import { validateForm } from '../../../core/forms/index.ts';
import { sortHistory } from '../../../core/owner/history.ts';
import { visitStatistics } from '../../../core/owner/statistics.ts';
import { validationMessages } from '../../../core/messages.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { fingerprint, once } from '../http/idempotency.ts';
import { localize, originOf, requestedLanguage, visitorLanguage } from '../http/language.ts';
import { readId } from '../http/query.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import { decoyHash, hashPassword, verifyPassword } from '../owner/passwords.ts';
import { blockedFor, clearFailures, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS, recordFailure } from '../owner/rate-limit.ts';
import {
  clearSessionCookie,
  createSession,
  endSession,
  hashToken,
  type OwnerRow,
  readSession,
  type Session,
  setSessionCookie,
  toAccount,
} from '../owner/sessions.ts';

export const RESET_TTL_MS = 3_600_000;
/** password reminders a client address may ask for per window (each sends a mail) */
export const REMINDER_LIMIT_PER_ADDRESS = 5;

const PRIVATE = 'no-store, private';

export function registerOwner(api: FastifyInstance, context: Context): void {
  const { db, settings } = context;

  const requireSession = (request: FastifyRequest): Session => {
    const session = readSession(db, request, context.now());
    if (!session) fail('unauthorized');
    return session;
  };

  const ownProperty = (session: Session, rawId: string): number => {
    const id = readId(rawId);
    const row =
      id === undefined ? undefined : db.prepare('SELECT id FROM properties WHERE id = ? AND owner_id = ?').get(id, session.owner.id);
    // not yours and not there look the same
    if (!row) fail('property_not_found');
    return id!;
  };

  const sessionBody = (session: Session): OwnerSession => ({
    owner: toAccount(session.owner),
    expiresAt: new Date(session.expiresAt).toISOString(),
  });

  api.post('/owner/session', async (request, reply) => {
    const form = validateForm('login', request.body);
    if (!form.ok) fail('validation', { fields: form.errors });
    const { username, password } = form.value;
    const accountKey = `account:${username.toLowerCase()}`;
    const addressKey = `ip:${request.ip}`;
    const now = context.now();
    const wait = blockedFor(db, [
      { key: accountKey, limit: LOGIN_LIMIT_PER_ACCOUNT },
      { key: addressKey, limit: LOGIN_LIMIT_PER_ADDRESS },
    ], now);
    if (wait > 0) fail('too_many_attempts', { retryAfter: wait });
    const owner = db.prepare('SELECT * FROM owners WHERE username = ? OR email = ?').get(username, username) as OwnerRow | undefined;
    // an unknown account costs as much time as a wrong password: timing tells nothing
    const valid = await verifyPassword(password, owner?.password_hash ?? (await decoyHash()));
    if (!owner || !valid) {
      recordFailure(db, [accountKey, addressKey], now);
      fail('invalid_credentials');
    }
    clearFailures(db, accountKey);
    const { token, expiresAt } = createSession(db, owner.id, now);
    setSessionCookie(reply, request, token, settings.cookieSameSite);
    const t = translator(settings.agencyLanguage);
    const name = `${owner.first_name} ${owner.last_name}`;
    const time = new Intl.DateTimeFormat(`${settings.agencyLanguage}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(now);
    // the login itself must not fail because a notification could not be sent
    await context.mailer
      .send({
        kind: 'owner.login',
        language: settings.agencyLanguage,
        to: settings.agencyEmail,
        subject: t(mailMessages.loginSubject, { name }),
        text: t(mailMessages.loginBody, { name, email: owner.email, time }),
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'login notification failed'));
    return reply.header('Cache-Control', PRIVATE).send({ owner: toAccount(owner), expiresAt: new Date(expiresAt).toISOString() } satisfies OwnerSession);
  });

  api.get('/owner/session', async (request, reply) => reply.header('Cache-Control', PRIVATE).send(sessionBody(requireSession(request))));

  api.delete('/owner/session', async (request, reply) => {
    const session = readSession(db, request, context.now());
    if (session) endSession(db, session.tokenHash);
    clearSessionCookie(reply, request, settings.cookieSameSite);
    return reply.code(204).send();
  });

  api.post('/owner/password-reminder', async (request, reply: FastifyReply) => {
    const captchaOn = context.captcha.mode !== 'none';
    const print = fingerprint(request.body);
    return once(context.stores.idempotency, request, reply, 'POST /owner/password-reminder', print, async () => {
      const form = validateForm('password-reminder', request.body, { captcha: captchaOn });
      if (!form.ok) fail('validation', { fields: form.errors });
      const now = context.now();
      const addressKey = `reminder:${request.ip}`;
      const wait = blockedFor(db, [{ key: addressKey, limit: REMINDER_LIMIT_PER_ADDRESS }], now);
      if (wait > 0) fail('too_many_attempts', { retryAfter: wait });
      if (captchaOn && !(await context.captcha.verify(String(form.value.captcha ?? ''), request.ip))) {
        fail('validation', { fields: { captcha: validationMessages.captchaInvalid.id } });
      }
      recordFailure(db, [addressKey], now);
      const owner = db.prepare('SELECT * FROM owners WHERE email = ?').get(form.value.email) as OwnerRow | undefined;
      if (owner) {
        const token = randomBytes(32).toString('base64url');
        db.prepare('INSERT INTO password_resets (token_hash, owner_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), owner.id, now + RESET_TTL_MS);
        const language = owner.language ?? visitorLanguage(request, settings.agencyLanguage);
        const t = translator(language);
        const link = `${settings.publicUrl || originOf(request)}/login/?reset=${token}`;
        // sent in the background: the answer takes as long whether the account exists or not
        context.mailer
          .send({
            kind: 'owner.password-reminder',
            language,
            to: owner.email,
            subject: t(mailMessages.reminderSubject),
            text: [
              t(mailMessages.greeting, { name: owner.first_name }),
              '',
              t(mailMessages.reminderBody, { username: owner.username }),
              link,
              '',
              t(mailMessages.reminderIgnore),
              '',
              t(mailMessages.signature),
              settings.agencyName,
            ].join('\n'),
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reminder failed'));
      }
      return { status: 202, body: { status: 'sent' } };
    });
  });

  api.post('/owner/password', async (request, reply) => {
    const form = validateForm('password-reset', request.body);
    if (!form.ok) fail('validation', { fields: form.errors });
    const now = context.now();
    const reset = db
      .prepare('SELECT token_hash, owner_id FROM password_resets WHERE token_hash = ? AND expires_at > ? AND used_at IS NULL')
      .get(hashToken(form.value.token), now) as { token_hash: string; owner_id: number } | undefined;
    if (!reset) fail('validation', { fields: { token: validationMessages.resetLinkInvalid.id } });
    const hash = await hashPassword(form.value.password);
    db.transaction(() => {
      db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(hash, reset.owner_id);
      db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ?').run(now, reset.token_hash);
      // a new password logs out every session, also one a thief may have
      db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(reset.owner_id);
    })();
    return reply.code(204).send();
  });

  api.get('/owner/properties', async (request, reply) => {
    const session = requireSession(request);
    const rows = db
      .prepare('SELECT data, online FROM properties WHERE owner_id = ? ORDER BY created_at DESC')
      .all(session.owner.id) as { data: string; online: number }[];
    const items: OwnerProperty[] = rows.map((row) => {
      const property = JSON.parse(row.data) as Property;
      return {
        ID: property.ID,
        Title: property.Title,
        Street: property.Street,
        HouseNumber: property.HouseNumber,
        Zip: property.Zip,
        City: property.City,
        Goal: property.Goal,
        WebID: property.WebID,
        Status: property.Status,
        Online: row.online === 1,
        MainPicture: property.MainPicture,
      };
    });
    return reply.header('Cache-Control', PRIVATE).send(localize({ items }, requestedLanguage(request), originOf(request)));
  });

  api.get('/owner/properties/:id/statistics', async (request, reply) => {
    const session = requireSession(request);
    const id = ownProperty(session, (request.params as { id: string }).id);
    const visits = db.prepare('SELECT at FROM visits WHERE property_id = ?').pluck().all(id) as number[];
    return reply.header('Cache-Control', PRIVATE).send(visitStatistics(visits, context.now()));
  });

  api.get('/owner/properties/:id/history', async (request, reply) => {
    const session = requireSession(request);
    const id = ownProperty(session, (request.params as { id: string }).id);
    const rows = db
      .prepare('SELECT id, at, type, contact, subject, comment, status, source FROM history WHERE property_id = ?')
      .all(id) as { id: number; at: string; type: string; contact: string | null; subject: string; comment: string | null; status: string; source: string | null }[];
    const items = sortHistory(
      rows.map(
        (row) =>
          ({
            ID: row.id,
            Date: row.at,
            Type: row.type,
            Contact: row.contact,
            Subject: JSON.parse(row.subject),
            Comment: row.comment === null ? null : JSON.parse(row.comment),
            Status: row.status,
            Source: row.source,
          }) as OwnerHistoryRow,
      ),
    );
    return reply.header('Cache-Control', PRIVATE).send(localize({ items }, requestedLanguage(request), originOf(request)));
  });
}
