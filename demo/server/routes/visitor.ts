/**
 * What a visitor's browser records without a form: page views of a property (for the
 * owner's statistics), cookie-consent decisions (the agency's proof of consent), and
 * the captcha challenge forms solve before sending.
 */
import { boolean, enums, integer, max, min, object, optional, pattern, size, string, validate } from 'superstruct';
import type { ConsentReceipt } from '../../../core/api/contract.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { validationMessages } from '../../../core/messages.ts';
import { fail } from '../http/errors.ts';
import { commit } from '../submissions/pipeline.ts';
import { foundProperty } from '../http/lookup.ts';
import { routes } from './plugin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const consentSchema = object({
  id: pattern(string(), UUID),
  revision: min(max(integer(), 1_000_000), 0),
  choices: object({ analytics: boolean(), marketing: boolean(), social: boolean(), unclassified: boolean() }),
  language: enums(LANGUAGES),
  path: optional(size(string(), 0, 2_000)),
});

const visitSchema = object({ propertyId: min(integer(), 1) });

/** superstruct failures → `{ field: message id }`; a field the body must not have says so. */
function fieldErrors(error: { failures(): { path: (string | number)[]; type: string; value: unknown }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || '_form';
    fields[key] ??=
      failure.type === 'never'
        ? validationMessages.unknownField.id
        : failure.value === undefined
          ? validationMessages.required.id
          : validationMessages.invalid.id;
  }
  return fields;
}

export const visitorRoutes = routes('visitor', ['captcha', 'now', 'repositories', 'transaction'], (api, context) => {
  const { listings } = context.repositories;
  // an Idempotency-Key makes a retry harmless; the bodies are checked here, not by a form
  const idempotent = { config: { submission: {} } };

  api.post('/consents', idempotent, async (request, reply) => {
    const [error, record] = validate(request.body, consentSchema);
    if (error) fail(request.body && typeof request.body === 'object' ? 'validation' : 'bad_request', { fields: fieldErrors(error) });
    return commit(request, reply, context, async (unit) => {
      const time = new Date(context.now()).toISOString();
      // every decision is its own record: the proof of each, nothing personal beyond the browser's random id
      await unit.repositories.consents.record({
        id: record.id.toLowerCase(),
        time,
        revision: record.revision,
        choices: record.choices,
        language: record.language,
        path: record.path ?? null,
      });
      const receipt: ConsentReceipt = { id: record.id.toLowerCase(), time };
      return { status: 201, body: receipt };
    });
  });

  api.post('/visits', idempotent, async (request, reply) => {
    const [error, visit] = validate(request.body, visitSchema);
    if (error) fail(request.body && typeof request.body === 'object' ? 'validation' : 'bad_request', { fields: fieldErrors(error) });
    const property = await foundProperty(listings, visit.propertyId);
    return commit(request, reply, context, async (unit) => {
      // a timestamp and the property: no address, no cookie, nothing about the visitor; stored in the
      // unit, so a CRM connector reports the view beside it (once per Idempotency-Key)
      await unit.repositories.visits.record(property.ID, context.now());
      return { status: 204, body: undefined };
    });
  });

  api.get('/captcha', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await context.captcha.challenge()));
});
