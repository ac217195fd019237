/**
 * The demand register ("keep me informed"), docs/api.md:
 *
 * - `POST /requests/demand`: the form, checked like every form; nothing is stored with
 *   the agency yet, the visitor gets a mail to confirm the address (double opt-in);
 * - `POST /demands/confirm`: the mail's link; the demand is stored, the agency told;
 * - `GET` / `PUT /demands/:token`: the profile behind an alert's edit link; the same
 *   token unsubscribes through `POST /unsubscribe` (routes/unsubscribe.ts), as every list;
 * - `POST /demands/count`: how many listings match a search now, by the alerts' rule;
 * - `POST /admin/digests/:frequency`: for the demo, behind ADMIN_TOKEN: run a digest
 *   (a listing the back office publishes is matched as it is: routes/admin-listings.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DemandCriteria } from '../../../core/demand/match.ts';
import { validateForm } from '../../../core/forms/index.ts';
import { readField } from '../../../core/forms/values.ts';
import { FORMS } from '../../../core/forms/forms.ts';
import type { FieldSpec } from '../../../core/forms/fields.ts';
import { validationMessages } from '../../../core/messages.ts';
import type { AlertOrigins } from '../alerts/alerts.ts';
import { placeById } from '../geo/places.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { fail } from '../http/errors.ts';
import { requireAdmin } from '../http/admin.ts';
import { visitorLanguage } from '../http/language.ts';
import { apiOrigin, mailOrigins } from '../http/public-url.ts';
import { demandConfirmationMail, demandWelcomeMail } from '../mail/demand.ts';
import { requestMails } from '../mail/compose.ts';
import { queueSubmissionMails } from '../mail/recipient-limit.ts';
import { areaOf, criteriaOf, type Demand } from '../repositories/demands.ts';
import { areaDescription, areaWords } from '../../../core/demand/area.ts';
import { typeTree } from '../../../core/demand/types.ts';
import { translator } from '../mail/i18n.ts';
import type { TreeItemSource } from '../../../core/api/contract.ts';
import { commit } from '../submissions/pipeline.ts';
import { routes } from './plugin.ts';

/** A confirmation link works for a week. */
const CONFIRM_TTL = 7 * 86_400_000;
const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;

/** Zones as a person reads them: place names in `language`, postcodes as they are. */
function zoneNames(zones: unknown, language: Language): string[] {
  if (!Array.isArray(zones)) return [];
  return zones.map((zone) => (typeof zone === 'number' ? textIn(placeById(zone)?.name ?? null, language) || String(zone) : String(zone)));
}

/**
 * The search as the agent reads it: the type groups and single types by name, the drawn
 * area described (its corners stay in the CRM's copy), each in `language`.
 */
function searchInWords(data: Record<string, unknown>, types: readonly TreeItemSource[], language: Language): Record<string, unknown> {
  const names = new Map(types.map((row) => [row.ID, textIn(row.Name, language)]));
  const groupOf = new Map([...typeTree(types).webIdOf].map(([id, webId]) => [webId, id]));
  const list = (value: unknown) => (Array.isArray(value) ? (value as number[]) : []);
  const area = areaOf(data);
  return {
    ...data,
    zones: zoneNames(data.zones, language),
    // groups and single types on one line; a code the tree lacks stays a number
    propertyTypes: [...list(data.propertyTypes).map((webId) => names.get(groupOf.get(webId)!) || String(webId)), ...list(data.types).map((id) => names.get(id) || String(id))],
    types: undefined,
    area: area ? translator(language)(areaDescription, areaWords(area, language)) : undefined,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const frequencyOf = (value: Record<string, unknown>) => (FREQUENCIES.includes(value.frequency as never) ? (value.frequency as (typeof FREQUENCIES)[number]) : 'daily');
const nameOf = (value: Record<string, unknown>) => [value.firstName, value.lastName].filter((part) => typeof part === 'string' && part).join(' ');

/** The search fields of the demand form, read one by one: the live count takes a search still being filled in. */
const SEARCH_FIELDS = (FORMS.demand.fields as readonly FieldSpec[]).filter((spec) =>
  ['goal', 'propertyTypes', 'types', 'zones', 'area', 'minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms', 'bathrooms', 'garages', 'parking', 'terrace', 'garden'].includes(spec.name),
);

function partialCriteria(body: Record<string, unknown>): DemandCriteria {
  const read: Record<string, unknown> = {};
  for (const spec of SEARCH_FIELDS) {
    const result = readField({ ...spec, required: false }, body[spec.name]);
    if (result.ok && result.value !== undefined) read[spec.name] = result.value;
  }
  const criteria = criteriaOf(read);
  return { ...criteria, goal: read.goal === 'buy' || read.goal === 'rent' ? read.goal : undefined };
}

export const demandRoutes = routes('demands', ['demandAlerts', 'now', 'repositories', 'settings', 'stores', 'transaction'], (api, context) => {
  const { settings } = context;
  const { demands } = context.repositories;
  const confirmations = context.stores.demandConfirmations;
  const alerts = context.demandAlerts;
  const origins = (): AlertOrigins => mailOrigins(settings);


  api.post('/requests/demand', { config: { submission: { form: 'demand' } } }, async (request, reply) => {
    // nothing of the demand reaches the agency before its address is confirmed: the link and its mail, together
    const { value } = request.submission;
    const language = visitorLanguage(request, settings.agencyLanguage);
    const token = randomBytes(32).toString('base64url');
    const email = String(value.email).toLowerCase();
    return commit(request, reply, context, async (unit) => {
      await unit.stores.demandConfirmations.issue(hashOf(token), { email, language, data: value }, context.now() + CONFIRM_TTL);
      // a stranger's address gets a few such mails a day: past that, the same answer and no mail
      await queueSubmissionMails(context, unit, [demandConfirmationMail({ to: email, language, name: nameOf(value), siteUrl: origins().siteUrl, token, agencyName: settings.agencyName })]);
      return { status: 201, body: { id: hashOf(token).slice(0, 32) } };
    });
  });

  api.post('/demands/confirm', async (request) => {
    const token = isRecord(request.body) ? request.body.token : undefined;
    const invalid = () => fail('validation', { fields: { token: validationMessages.demandLinkInvalid.id } });
    if (typeof token !== 'string' || token.length > 100) invalid();
    const tokenHash = hashOf(token as string);
    const pending = await confirmations.pending(tokenHash, context.now());
    if (!pending) invalid();
    if (pending!.demandId) return { id: pending!.demandId, token: alerts.tokenOf(pending!.demandId) };
    const now = new Date(context.now()).toISOString();
    const demand: Demand = {
      id: randomUUID(),
      email: pending!.email,
      language: pending!.language,
      frequency: frequencyOf(pending!.data),
      data: pending!.data,
      createdAt: now,
      updatedAt: now,
    };
    const siteUrl = origins().siteUrl;
    // the confirmation, the demand and the mails to the agency and the visitor: all or nothing
    const id = await context.transaction(async (unit) => {
      // a second click at the same moment stores nothing twice
      if (!(await unit.stores.demandConfirmations.confirm(tokenHash, demand.id))) return (await unit.stores.demandConfirmations.pending(tokenHash, context.now()))!.demandId!;
      await unit.repositories.demands.add(demand);
      const mails = [
        ...requestMails({
          kind: 'demand',
          language: demand.language,
          agencyLanguage: settings.agencyLanguage,
          agencyEmail: settings.agencyEmail,
          agencyName: settings.agencyName,
          // the agency reads places and types by name, not by code
          value: searchInWords(demand.data, await unit.repositories.reference.propertyTypes(), settings.agencyLanguage),
          files: [],
          siteUrl,
          mediaOrigin: apiOrigin(settings),
        }).filter((mail) => mail.kind.endsWith('.agency')),
        demandWelcomeMail({
          to: demand.email,
          language: demand.language,
          name: nameOf(demand.data),
          links: { ...origins(), token: alerts.tokenOf(demand.id) },
          agencyName: settings.agencyName,
        }),
      ];
      for (const mail of mails) await unit.mail(mail);
      return demand.id;
    });
    return { id, token: alerts.tokenOf(id) };
  });

  async function demandOfToken(token: unknown): Promise<Demand> {
    const id = alerts.demandIdOf(token);
    const demand = id ? await demands.active(id) : undefined;
    if (!demand) fail('validation', { fields: { token: validationMessages.demandLinkInvalid.id } });
    return demand!;
  }

  api.get('/demands/:token', async (request, reply) => {
    const demand = await demandOfToken((request.params as { token: string }).token);
    reply.header('Cache-Control', 'no-store');
    return { id: demand.id, language: demand.language, values: { ...demand.data, frequency: demand.frequency } };
  });

  api.put('/demands/:token', async (request, reply) => {
    const demand = await demandOfToken((request.params as { token: string }).token);
    if (!isRecord(request.body)) fail('bad_request');
    // the address is the one confirmed: a new one would need a confirmation of its own
    const result = validateForm('demand', { ...request.body, email: demand.email }, { captcha: false });
    if (!result.ok) fail('validation', { fields: result.errors });
    const { captcha: _none, ...value } = result.value as Record<string, unknown>;
    const updated: Demand = { ...demand, data: value, frequency: frequencyOf(value), updatedAt: new Date(context.now()).toISOString() };
    // in a unit of work: a CRM hears of the change by a job stored with it
    if (!(await context.transaction((unit) => unit.repositories.demands.update(demand.id, updated.data, updated.frequency, updated.updatedAt)))) fail('not_found');
    reply.header('Cache-Control', 'no-store');
    return { id: demand.id };
  });

  api.post('/demands/count', async (request, reply) => {
    if (!isRecord(request.body)) fail('bad_request');
    const count = await alerts.count(partialCriteria(request.body));
    reply.header('Cache-Control', 'no-store');
    return { count };
  });

  // the demo's back office
  api.post('/admin/digests/:frequency', async (request) => {
    requireAdmin(settings.adminToken, request);
    const frequency = (request.params as { frequency: string }).frequency;
    if (frequency !== 'daily' && frequency !== 'weekly') fail('not_found');
    return alerts.runDigest(frequency, origins());
  });
});
