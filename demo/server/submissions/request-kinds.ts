/**
 * What each public form (`POST /requests/:kind`) does beyond what they all do (read,
 * validate, refuse what is gone, check the captcha, store the lead, mail the agency and
 * the visitor): one small entry per kind that needs more, nothing for those that do not.
 */
import { textIn } from '../../../core/i18n/translatable.ts';
import { addressText } from '../../../core/format/address.ts';
import { amountWordsMatch } from '../../../core/format/amount-in-words.ts';
import type { RequestKind } from '../../../core/api/contract.ts';
import type { FormOptions } from '../../../core/forms/schema.ts';
import { rentalRegionOf } from '../../../core/forms/index.ts';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { validationMessages } from '../../../core/messages.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import { fail } from '../http/errors.ts';
import { readId } from '../http/query.ts';
import { type RequestMailInput, type UploadedFile, withoutFriend } from '../mail/compose.ts';
import { translator } from '../mail/i18n.ts';
import type { Mail } from '../mail/mailer.ts';
import { pdfMessages } from '../mail/messages.ts';
import { agencyLetterhead, renderDocument } from '../pdf/document.ts';
import { offerDocument } from '../pdf/offer.ts';
import { checkFriendLimits, pageOfSite, recordFriendSend } from './friend-limits.ts';
import { newsletterSignUp } from './newsletter-sign-up.ts';
import { addTestimonial } from './testimonial.ts';

/** The services a kind's steps use. */
type KindContext = Context<'repositories' | 'stores' | 'settings' | 'now'>;

/** What a kind's steps know of the request being handled. */
export interface RequestInput {
  context: KindContext;
  kind: RequestKind;
  /** the lead's id */
  id: string;
  /** the validated form */
  value: Record<string, unknown>;
  /** what the lead keeps of it */
  kept: Record<string, unknown>;
  property: Property | undefined;
  project: Project | undefined;
  language: Language;
  files: UploadedFile[];
  /** the client's address, for the limits */
  ip: string;
  /** the public site and this API, for the links in mails */
  siteUrl: string;
  apiUrl: string;
  now: string;
}

export interface RequestKindHandler {
  /** validation options read from the data (a rental application follows its property's region) */
  validation?(data: Record<string, unknown>, context: KindContext): Promise<Partial<FormOptions>>;
  /** refusals once the form is valid, before the captcha is spent */
  check?(value: Record<string, unknown>, property: Property | undefined, context: KindContext, ip: string): Promise<void>;
  /** what the lead keeps of the form (default: all of it) */
  kept?(value: Record<string, unknown>): Record<string, unknown>;
  /** work done before the transaction (a PDF to attach), as a change to the mails */
  prepare?(input: RequestInput): Promise<(mails: Mail[]) => void>;
  /** records of its own, in the unit that stores the lead: the links its mails carry */
  store?(unit: UnitOfWork, input: RequestInput): Promise<RequestMailInput['links'] | void>;
  /** the form as its mails read it (default: what the lead keeps) */
  mailed?(input: RequestInput): Record<string, unknown>;
}

export const REQUEST_KINDS_HANDLED: Partial<Record<RequestKind, RequestKindHandler>> = {
  // a rental application asks what the law of the property's region allows: the property first
  rental: {
    async validation(data, context) {
      const rented = await context.repositories.listings.published(readId(String(data.propertyId ?? '')) ?? 0);
      return { region: rented ? rentalRegionOf(rented) : null };
    },
  },

  offer: {
    // the amount in words must say the amount in digits, in whichever language it was written
    async check(value) {
      if (!LANGUAGES.some((language) => amountWordsMatch(String(value.amountInWords), Number(value.amount), language))) {
        fail('validation', { fields: { amountInWords: validationMessages.amountInWordsMismatch.id } });
      }
    },
    // the agency files the offer as a PDF; the visitor keeps a copy
    async prepare({ context, language, property, kept, now, siteUrl }) {
      if (!property) return () => undefined;
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
          agencyLetterhead(context.settings, siteUrl),
        ),
      );
      const filename = `${translator(language)(pdfMessages.offerTitle).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${property.ID}.pdf`;
      return (mails) => {
        for (const mail of mails) {
          mail.attachments = [...(mail.attachments ?? []), { filename, contentType: 'application/pdf', content: pdf }];
          mail.text = `${mail.text}\n\n${translator(mail.language)(pdfMessages.offerAttached)}`;
        }
      };
    },
  },

  friend: {
    // checked before the captcha, which a refused form does not use up
    async check(value, _property, context, ip) {
      if (value.pagePath !== undefined && !pageOfSite(value.pagePath)) fail('validation', { fields: { pagePath: validationMessages.pageInvalid.id } });
      await checkFriendLimits(context, value, ip);
    },
    // the friend's name and address serve the one mail and are not kept
    kept: withoutFriend,
    mailed: ({ kept, value }) => ({ ...kept, ...value }),
    async store(unit, { context, value, ip }) {
      await recordFriendSend(unit.stores, context.now(), value, ip);
    },
  },

  documents: {
    async check(value, property, context) {
      const email = emailOf(value);
      if (property && (await context.repositories.leads.documentsRequested(property.ID, email))) fail('documents_already_requested');
    },
  },

  newsletter: {
    store: (unit, { context, value, language, siteUrl }) => newsletterSignUp(unit, context.now(), value, language, siteUrl),
  },

  testimonial: {
    store: (unit, { context, id, kept, files, language, apiUrl }) => addTestimonial(unit, context.now(), id, kept, files, language, apiUrl),
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The visitor's address, lower case: one documents request per property and address. */
export function emailOf(value: Record<string, unknown>): string | null {
  const person = isRecord(value.personA) ? value.personA : value;
  return typeof person.email === 'string' ? person.email.toLowerCase() : null;
}
