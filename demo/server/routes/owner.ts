/**
 * The owner portal: log in with a username or e-mail address, see one's own
 * properties, their visit statistics and the agency's history of each. Another
 * owner's property answers 404, exactly like one that does not exist.
 *
 * Every answer is `Cache-Control: no-store` (an owner's figures stay in no cache, and a
 * page restored from the back/forward cache asks again), and every write must come from
 * a page that may use the session cookie (owner/csrf.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OwnerSession } from '../../../core/api/contract.ts';
import { validateForm } from '../../../core/forms/index.ts';
import { formatBrusselsTime } from '../../../core/format/dates.ts';
import { sortHistory } from '../../../core/owner/history.ts';
import { validationMessages } from '../../../core/messages.ts';
import { fail } from '../http/errors.ts';
import { localize, requestedLanguage, visitorLanguage } from '../http/language.ts';
import { apiOrigin, publicOrigin } from '../http/public-url.ts';
import { readId } from '../http/query.ts';
import { pathFor } from '../../../core/routing/page-paths.ts';
import { forgedRequest } from '../owner/csrf.ts';
import { mailJob } from '../delivery/mail-jobs.ts';
import { commit } from '../submissions/pipeline.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import { mayMail } from '../mail/recipient-limit.ts';
import { accountKeyOf, blockedFor, clearFailures, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS, recordFailure } from '../owner/rate-limit.ts';
import { clearSessionCookie, createSession, hashToken, readSession, type Session, setSessionCookie } from '../owner/sessions.ts';
import { routes } from './plugin.ts';

export const RESET_TTL_MS = 3_600_000;
/** password reminders a client address may ask for per window (each sends a mail) */
export const REMINDER_LIMIT_PER_ADDRESS = 5;

const PRIVATE = 'no-store, private';

// hooks of their own (the origin check, no caching): a plugin of routes keeps them to its routes
export const ownerRoutes = routes('owner', ['now', 'repositories', 'send', 'settings', 'stores', 'transaction'], (api, context) => {
  const { settings } = context;
  const { owners } = context.repositories;
  const { sessions, passwordResets, loginFailures } = context.stores;

  api.addHook('onRequest', async (request) => {
    if (forgedRequest(request, settings.allowedOrigins)) fail('forbidden_origin');
  });
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', PRIVATE);
  });

  const requireSession = async (request: FastifyRequest): Promise<Session> => {
    const session = await readSession(sessions, owners, request, context.now());
    if (!session) fail('unauthorized');
    if ('gone' in session) {
      await sessions.end(session.tokenHash);
      fail('person_not_found');
    }
    return session;
  };

  const ownProperty = async (session: Session, rawId: string): Promise<number> => {
    const id = readId(rawId);
    // not yours and not there look the same
    if (id === undefined || !(await owners.owns(session.owner.ID, id))) fail('property_not_found');
    return id;
  };

  const sessionBody = (session: Session): OwnerSession => ({
    owner: session.owner,
    expiresAt: new Date(session.expiresAt).toISOString(),
  });

  api.post('/owner/session', async (request, reply) => {
    const form = validateForm('login', request.body);
    if (!form.ok) fail('validation', { fields: form.errors });
    const { username, password } = form.value;
    const accountKey = await accountKeyOf(owners, username);
    const addressKey = `ip:${request.ip}`;
    const now = context.now();
    const wait = await blockedFor(loginFailures, [
      { key: accountKey, limit: LOGIN_LIMIT_PER_ACCOUNT },
      { key: addressKey, limit: LOGIN_LIMIT_PER_ADDRESS },
    ], now);
    if (wait > 0) fail('too_many_attempts', { retryAfter: wait });
    const owner = await owners.authenticate(username, password);
    if (!owner) {
      await recordFailure(loginFailures, [accountKey, addressKey], now);
      fail('invalid_credentials');
    }
    await clearFailures(loginFailures, accountKey);
    const { token, expiresAt } = await createSession(sessions, owner.ID, now);
    setSessionCookie(reply, request, token, settings.cookieSameSite);
    const t = translator(settings.agencyLanguage);
    const name = `${owner.FirstName} ${owner.LastName}`;
    const time = formatBrusselsTime(now, settings.agencyLanguage, { dateStyle: 'long', timeStyle: 'short' });
    // queued: the login itself never fails because a notification could not be sent yet
    await context.send({
      kind: 'owner.login',
      language: settings.agencyLanguage,
      to: settings.agencyEmail,
      subject: t(mailMessages.loginSubject, { name }),
      text: t(mailMessages.loginBody, { name, email: owner.Email, time }),
    });
    return reply.send({ owner, expiresAt: new Date(expiresAt).toISOString() } satisfies OwnerSession);
  });

  api.get('/owner/session', async (request, reply) => reply.send(sessionBody(await requireSession(request))));

  api.delete('/owner/session', async (request, reply) => {
    const session = await readSession(sessions, owners, request, context.now());
    if (session) await sessions.end(session.tokenHash);
    clearSessionCookie(reply, request, settings.cookieSameSite);
    return reply.code(204).send();
  });

  const reminderKey = (request: FastifyRequest) => `reminder:${request.ip}`;
  api.post(
    '/owner/password-reminder',
    {
      config: {
        submission: {
          form: 'password-reminder',
          async check(_submission, request) {
            const wait = await blockedFor(loginFailures, [{ key: reminderKey(request), limit: REMINDER_LIMIT_PER_ADDRESS }], context.now());
            if (wait > 0) fail('too_many_attempts', { retryAfter: wait });
          },
        },
      },
    },
    async (request, reply) => {
      const now = context.now();
      await recordFailure(loginFailures, [reminderKey(request)], now);
      const email = String(request.submission.value.email);
      if (owners.reminderJob) {
        // the CRM keeps the passwords and mails its own reminder, or nothing to an address it does not know
        const job = owners.reminderJob(email, visitorLanguage(request, settings.agencyLanguage));
        return commit(request, reply, context, async (unit) => {
          if (await mayMail(context, unit.stores, email)) await unit.job(job);
          return { status: 202, body: { status: 'sent' } };
        });
      }
      const owner = await owners.byEmail(email);
      const token = randomBytes(32).toString('base64url');
      return commit(request, reply, context, async (unit) => {
        // a few reminders a day per address, whoever asks: past that, the same answer and no mail
        if (owner && (await mayMail(context, unit.stores, owner.Email))) {
          await unit.stores.passwordResets.issue(hashToken(token), owner.ID, now + RESET_TTL_MS);
          const language = owner.Language ?? visitorLanguage(request, settings.agencyLanguage);
          const t = translator(language);
          // the token rides in the fragment, which no server, log or Referer header gets to see
          const link = `${publicOrigin(settings)}${pathFor('password-reset', language)}#token=${token}`;
          // queued, and the answer does not wait for it: it takes as long whether the account exists or not
          await unit.job(
            mailJob({
              kind: 'owner.password-reminder',
              language,
              to: owner.Email,
              subject: t(mailMessages.reminderSubject),
              text: [
                t(mailMessages.greeting, { name: owner.FirstName }),
                '',
                t(mailMessages.reminderBody, { username: owner.Username }),
                link,
                '',
                t(mailMessages.reminderIgnore),
                '',
                t(mailMessages.signature),
                settings.agencyName,
              ].join('\n'),
            }),
          );
        }
        return { status: 202, body: { status: 'sent' } };
      });
    },
  );

  api.post('/owner/password', async (request, reply) => {
    const form = validateForm('password-reset', request.body);
    if (!form.ok) fail('validation', { fields: form.errors });
    const now = context.now();
    // spent in one step: of two requests with one link, one sets the password
    const ownerId = await passwordResets.spend(hashToken(form.value.token), now);
    if (ownerId === undefined) fail('validation', { fields: { token: validationMessages.resetLinkInvalid.id } });
    await owners.setPassword(ownerId, form.value.password);
    // a new password logs out every session, also one a thief may have
    await sessions.endAll(ownerId);
    return reply.code(204).send();
  });

  api.get('/owner/properties', async (request, reply) => {
    const session = await requireSession(request);
    const items = await owners.properties(session.owner.ID);
    return reply.send(localize({ items }, requestedLanguage(request), apiOrigin(settings)));
  });

  api.get('/owner/properties/:id/statistics', async (request, reply) => {
    const session = await requireSession(request);
    const id = await ownProperty(session, (request.params as { id: string }).id);
    return reply.send(await owners.statistics(id, context.now()));
  });

  api.get('/owner/properties/:id/history', async (request, reply) => {
    const session = await requireSession(request);
    const id = await ownProperty(session, (request.params as { id: string }).id);
    const items = sortHistory(await owners.history(id, requestedLanguage(request) ?? session.owner.Language));
    return reply.send(localize({ items }, requestedLanguage(request), apiOrigin(settings)));
  });
});
