/**
 * `POST /requests/:kind`: every public form. JSON, or multipart when a file comes along
 * (the fields as JSON in a `data` part, each file in its own part). Validated with the
 * same core/forms schemas the browser uses; the captcha checked once the form is
 * valid; stored; mailed. An Idempotency-Key makes a retry harmless.
 */
import { createHash, randomUUID } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRequestKind, type RequestKind } from '../../../core/api/contract.ts';
import { API_PATH } from '../../../core/config.ts';
import { amountWordsMatch } from '../../../core/format/amount-in-words.ts';
import { addressText } from '../../../core/format/address.ts';
import { type FieldSpec, FORM_FIELDS, rentalRegionOf, validateForm } from '../../../core/forms/index.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { validationMessages } from '../../../core/messages.ts';
import { requestRefusal } from '../../../core/property/availability.ts';
import type { Context } from '../context.ts';
import { fail, HttpError } from '../http/errors.ts';
import { fingerprint, once } from '../http/idempotency.ts';
import { visitorLanguage } from '../http/language.ts';
import { apiOrigin, publicOrigin } from '../http/public-url.ts';
import { foundProject, foundProperty } from '../http/lookup.ts';
import { requestMails, withoutFriend, type UploadedFile } from '../mail/compose.ts';
import { translator } from '../mail/i18n.ts';
import { mayMail, STRANGER_MAIL_KINDS } from '../mail/recipient-limit.ts';
import { pdfMessages } from '../mail/messages.ts';
import { agencyLetterhead, renderDocument } from '../pdf/document.ts';
import { offerDocument } from '../pdf/offer.ts';
import { cleanFileName, inspectUpload, storeUpload, uploadLimit } from '../uploads.ts';
import { readId } from '../http/query.ts';
import { checkFriendLimits, pageOfSite, recordFriendSend } from './friend.ts';
import { newsletterSignUp } from './newsletter.ts';
import { addTestimonial } from './testimonials.ts';

interface IncomingFile {
  field: string;
  name: string;
  bytes: Buffer;
  type: string;
}

interface IncomingForm {
  data: Record<string, unknown>;
  files: IncomingFile[];
  /** problems found while reading the files, by field */
  errors: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fileFields(kind: RequestKind): readonly FieldSpec[] {
  return (FORM_FIELDS[kind] as readonly FieldSpec[]).filter((field) => field.kind === 'file');
}

async function readFile(part: MultipartFile, spec: FieldSpec, form: IncomingForm): Promise<void> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    form.errors[spec.name] = validationMessages.fileTooLarge.id;
    return;
  }
  if (bytes.length === 0) {
    form.errors[spec.name] = validationMessages.fileEmpty.id;
    return;
  }
  const name = cleanFileName(part.filename);
  // what the file is, its content says, once the form and the captcha passed (inspectFiles)
  form.files.push({ field: spec.name, name, bytes, type: '' });
  // the form checks the file's description (name, size) like any other field, by what was sent
  form.data[spec.name] = { name, size: bytes.length, type: '' };
}

/** Each file's real type from its content (uploads.ts): only for a form that passed every cheaper check, the captcha included. */
async function inspectFiles(kind: RequestKind, form: IncomingForm): Promise<void> {
  const errors: Record<string, string> = {};
  for (const file of form.files) {
    const spec = fileFields(kind).find((field) => field.name === file.field)!;
    const kept = await inspectUpload(file.bytes, spec.accept?.types ?? []);
    if (kept) Object.assign(file, kept);
    else errors[spec.name] = spec.messages?.invalid ?? validationMessages.fileType.id;
  }
  if (Object.keys(errors).length > 0) fail('validation', { fields: errors });
}

async function readParts(request: FastifyRequest, kind: RequestKind, form: IncomingForm): Promise<Record<string, unknown> | undefined> {
  const specs = fileFields(kind);
  let json: Record<string, unknown> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const spec = specs.find((field) => field.name === part.fieldname);
      if (!spec || form.files.some((file) => file.field === spec.name)) {
        await part.toBuffer();
        form.errors[part.fieldname.slice(0, 100)] = validationMessages.unknownField.id;
        continue;
      }
      await readFile(part, spec, form);
    } else if (part.fieldname === 'data') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(part.value));
      } catch {
        fail('bad_request');
      }
      if (!isRecord(parsed)) fail('bad_request');
      json = parsed;
    } else {
      // a plain HTML form posts its fields one by one
      form.data[part.fieldname] = part.value;
    }
  }
  return json;
}

async function readForm(request: FastifyRequest, kind: RequestKind): Promise<IncomingForm> {
  if (!request.isMultipart()) {
    if (!isRecord(request.body)) fail('bad_request');
    return { data: { ...request.body }, files: [], errors: {} };
  }
  const form: IncomingForm = { data: {}, files: [], errors: {} };
  let json: Record<string, unknown> | undefined;
  try {
    json = await readParts(request, kind, form);
  } catch (error) {
    // a broken multipart stream (cut off, no closing boundary) is the client's doing
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    fail('bad_request');
  }
  // files win over a `data` field of the same name: their description is the server's own
  form.data = { ...(json ?? {}), ...form.data, ...Object.fromEntries(form.files.map((file) => [file.field, form.data[file.field]])) };
  return form;
}

function emailOf(value: Record<string, unknown>): string | null {
  const person = isRecord(value.personA) ? value.personA : value;
  return typeof person.email === 'string' ? person.email.toLowerCase() : null;
}

export function registerRequests(api: FastifyInstance, context: Context): void {
  const { settings } = context;
  const { listings, projects, leads } = context.repositories;

  const uploads = uploadLimit(settings.uploadsAtOnce);

  api.post('/requests/:kind', async (request, reply) => {
    const kind = (request.params as { kind: string }).kind;
    if (!isRequestKind(kind)) fail('not_found');
    // an upload holds up to 10 MB and a core while it is read and inspected: a few at a time
    if (request.isMultipart()) await uploads.enter(reply.raw);
    const form = await readForm(request, kind);
    const print = fingerprint(
      kind,
      form.data,
      form.files.map((file) => createHash('sha256').update(file.bytes).digest('hex')),
    );
    return once(context.stores.idempotency, request, reply, `POST /requests/${kind}`, print, async () => {
      const captchaOn = context.captcha.mode !== 'none';
      // a rental application asks what the law of the property's region allows: the property first
      const rented = kind === 'rental' ? await listings.published(readId(String(form.data.propertyId ?? '')) ?? 0) : undefined;
      const region = rented ? rentalRegionOf(rented) : null;
      const result = validateForm(kind, form.data, { captcha: captchaOn, region });
      const errors = { ...(result.ok ? {} : result.errors), ...form.errors };
      if (!result.ok || Object.keys(errors).length > 0) fail('validation', { fields: errors });
      const value = result.value as Record<string, unknown>;
      // the amount in words must say the amount in digits, in whichever language it was written
      if (kind === 'offer' && !LANGUAGES.some((language) => amountWordsMatch(String(value.amountInWords), Number(value.amount), language))) {
        fail('validation', { fields: { amountInWords: validationMessages.amountInWordsMismatch.id } });
      }

      // checked before the captcha, which a refused form does not use up
      if (kind === 'friend' && value.pagePath !== undefined && !pageOfSite(value.pagePath)) {
        fail('validation', { fields: { pagePath: validationMessages.pageInvalid.id } });
      }
      if (kind === 'friend') checkFriendLimits(context, value, request.ip);
      const property = typeof value.propertyId === 'number' ? await foundProperty(listings, value.propertyId) : undefined;
      const project = typeof value.projectId === 'number' ? await foundProject(projects, value.projectId) : undefined;
      // the rule the forms already show: no visit, offer or rental application for what is gone
      const refusal = property && requestRefusal(kind, property.Status);
      if (refusal) fail(refusal);
      if (captchaOn && !(await context.captcha.verify(String(value.captcha ?? ''), request.ip))) {
        fail('validation', { fields: { captcha: validationMessages.captchaInvalid.id } });
      }
      await inspectFiles(kind, form);
      const email = emailOf(value);
      if (kind === 'documents' && property && (await leads.documentsRequested(property.ID, email))) {
        fail('documents_already_requested');
      }

      const id = randomUUID();
      const language = visitorLanguage(request, settings.agencyLanguage);
      const stored: UploadedFile[] = [];
      const { captcha: _proof, ...rest } = value;
      // the friend's name and address serve the one mail and are not kept
      const kept = kind === 'friend' ? withoutFriend(rest) : rest;
      const now = new Date(context.now()).toISOString();
      let added: boolean;
      try {
        for (const file of form.files) {
          const { path, storedName } = storeUpload(settings.dataDir, file.bytes, file.type as Parameters<typeof storeUpload>[2]);
          stored.push({ field: file.field, name: file.name, size: file.bytes.length, path, type: file.type });
          kept[file.field] = { name: file.name, size: file.bytes.length, type: file.type, stored: storedName };
        }
        added = await leads.add({
          id,
          kind,
          propertyId: property?.ID ?? null,
          projectId: project?.ID ?? null,
          email,
          language,
          data: kept,
          createdAt: now,
          uploads: stored.map((file) => ({
            field: file.field,
            originalName: file.name,
            mime: file.type,
            size: file.size,
            storedName: file.path.split('/').pop()!,
          })),
        });
      } catch (error) {
        stored.forEach((file) => unlinkSync(file.path));
        throw error;
      }
      if (!added) {
        stored.forEach((file) => unlinkSync(file.path));
        fail('documents_already_requested');
      }

      const siteUrl = publicOrigin(settings);
      const apiUrl = `${apiOrigin(settings)}${API_PATH}`;
      const links: { confirmNewsletter?: string; unsubscribe?: string; approveTestimonial?: string; testimonialId?: string } =
        kind === 'newsletter' ? await newsletterSignUp(context, value, language, siteUrl) : kind === 'testimonial' ? await addTestimonial(context, id, kept, stored, language, apiUrl) : {};
      const mails = requestMails({
        kind,
        language,
        agencyLanguage: settings.agencyLanguage,
        agencyEmail: settings.agencyEmail,
        agencyName: settings.agencyName,
        value: kind === 'friend' ? { ...kept, ...value, captcha: undefined } : kept,
        ...(property ? { property } : {}),
        ...(project ? { project } : {}),
        files: stored,
        siteUrl,
        mediaOrigin: apiOrigin(settings),
        marqueeIgnore: settings.marqueeIgnore,
        links,
      });
      if (kind === 'offer' && property) {
        // the agency files the offer as a PDF; the visitor keeps a copy
        const pdf = await renderDocument(
          offerDocument(
            {
              language,
              property: {
                title: textIn(property.Title, language),
                reference: property.Reference ?? String(property.ID),
                address: addressText({ ...property, PublishAddress: true }, { lang: language }),
              },
              offer: kept,
              sentAt: now,
            },
            agencyLetterhead(settings, siteUrl),
          ),
        );
        const file = { filename: `${translator(language)(pdfMessages.offerTitle).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${property.ID}.pdf`, contentType: 'application/pdf', content: pdf };
        for (const mail of mails) {
          mail.attachments = [...(mail.attachments ?? []), file];
          mail.text = `${mail.text}\n\n${translator(mail.language)(pdfMessages.offerAttached)}`;
        }
      }
      try {
        // an address typed in gets a few such mails a day, whoever asks: past that, the same answer and no mail
        for (const mail of mails) if (!STRANGER_MAIL_KINDS.has(mail.kind) || mayMail(context, mail.to)) await context.mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, 'mail failed');
        // nothing half-done: the visitor tries again and the agency gets one request
        await leads.withdraw(id);
        if (links.testimonialId) await context.repositories.testimonials.remove(links.testimonialId);
        stored.forEach((file) => unlinkSync(file.path));
        fail('mail_failed');
      }
      if (kind === 'friend') recordFriendSend(context, value, request.ip);
      return { status: 201, body: { id } };
    });
  });
}
