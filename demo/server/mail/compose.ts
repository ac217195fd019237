/**
 * The mails a form sends: a notification to the agency (in the agency's language,
 * every field with its label, Reply-To the visitor) and, where a real site does, a
 * mail to the visitor in the visitor's language: a confirmation, the documents asked
 * for, the welcome of the newsletter, or the message to a friend.
 */
import type { RequestKind } from '../../../core/api/contract.ts';
import { FORMS, type FieldSpec } from '../../../core/forms/index.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { formatEuro } from '../../../core/format/currency.ts';
import { formatDate, formatFileSize } from '../../../core/format/numbers.ts';
import { formatPhone } from '../../../core/format/phone.ts';
import { propertyPath } from '../../../core/routing/page-paths.ts';
import { addressText } from '../../../core/format/address.ts';
import { priceText } from '../../../core/format/price.ts';
import { toLanguage } from '../../../core/i18n/languages.ts';
import { propertyTitle } from '../../../core/property/title.ts';
import { answerMessages, successMessages, termsMessages } from '../../../core/messages.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import { translateId, translator } from './i18n.ts';
import { escapeHtml, mailHtml, type Mail, type MailAttachment } from './mailer.ts';
import { kindMessages, mailMessages } from './messages.ts';

export interface UploadedFile {
  field: string;
  name: string;
  size: number;
  path: string;
  type: string;
}

export interface RequestMailInput {
  kind: RequestKind;
  /** the visitor's language */
  language: Language;
  agencyLanguage: Language;
  agencyEmail: string;
  agencyName: string;
  /** the validated form */
  value: Record<string, unknown>;
  property?: Property;
  project?: Project;
  files: UploadedFile[];
  /** the public site, for links */
  siteUrl: string;
  /** where the media (documents) are served: this server */
  mediaOrigin: string;
  /** marquees shown instead of the price (the site's `marquee-ignore`) */
  marqueeIgnore?: readonly number[];
  /** links the server made for this request */
  links?: {
    /** the newsletter sign-up's confirmation link (double opt-in) */
    confirmNewsletter?: string;
    /** the newsletter sign-up of an address already confirmed: where it unsubscribes */
    unsubscribe?: string;
    /** the agency's signed link that publishes a testimonial */
    approveTestimonial?: string;
  };
}

/** The friend's details stay out of what the agency receives and keeps: they were the sender's to give, for one mail. */
const FRIEND_FIELDS: ReadonlySet<string> = new Set(['friendFirstName', 'friendLastName', 'friendEmail']);

export function withoutFriend(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => !FRIEND_FIELDS.has(name)));
}


const capitalize = (value: string) => value.charAt(0).toLocaleUpperCase() + value.slice(1);


function visitorName(value: Record<string, unknown>): string {
  const person = (value.personA as Record<string, unknown> | undefined) ?? value;
  const name = [person.firstName, person.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return name || (typeof value.name === 'string' ? value.name : '');
}

function visitorEmail(value: Record<string, unknown>): string | undefined {
  const person = (value.personA as Record<string, unknown> | undefined) ?? value;
  return typeof person.email === 'string' ? person.email : undefined;
}

/** The property's own page on the site, in the mail's language. */
function propertyUrl(siteUrl: string, property: Property, language: Language): string {
  return `${siteUrl}${propertyPath(property, language)}`;
}

/** `label: value` lines of the filled-in fields, in the form's order, labels in `language`. */
function fieldLines(fields: readonly FieldSpec[], value: Record<string, unknown>, language: Language, indent = ''): string[] {
  const lines: string[] = [];
  for (const spec of fields) {
    // the proof and passwords are nobody's business; the property is named above the details
    if (spec.kind === 'captcha' || spec.kind === 'password' || spec.name === 'propertyId' || spec.name === 'projectId') continue;
    const entry = value[spec.name];
    if (entry === undefined || entry === null || entry === '' || (Array.isArray(entry) && entry.length === 0)) continue;
    // some labels are sentences ("Yes, send me the newsletter.")
    const label = translateId(language, spec.label).replace(/[.:]\s*$/, '');
    if (spec.kind === 'person' && typeof entry === 'object') {
      lines.push(`${indent}${label}:`);
      lines.push(...fieldLines(spec.fields ?? [], entry as Record<string, unknown>, language, `${indent}  `));
      continue;
    }
    const show = (item: unknown): string => {
      // amounts and days as the mail's language writes them, not as the form sends them
      if (spec.kind === 'amount' && (typeof item === 'number' || typeof item === 'string')) return formatEuro(item, language);
      if (spec.kind === 'date' && typeof item === 'string') return formatDate(item, language) || item;
      // a number as core's rule groups it: 0486 55 21 09, 09 123 45 67
      if (spec.kind === 'phone' && typeof item === 'string') return formatPhone(item);
      if (typeof item === 'boolean') return translateId(language, item ? answerMessages.yes.id : answerMessages.no.id);
      if (typeof item === 'string' && spec.optionLabels?.[item]) return translateId(language, spec.optionLabels[item]!);
      if (item && typeof item === 'object' && 'name' in item) return String((item as { name: unknown }).name);
      return String(item);
    };
    const shown = Array.isArray(entry) ? entry.map(show).join(', ') : show(entry);
    lines.push(`${indent}${label}: ${shown.includes('\n') ? `\n${shown}` : shown}`);
  }
  return lines;
}

export function requestMails(input: RequestMailInput): Mail[] {
  const { kind, value, property, project } = input;
  const agencyT = translator(input.agencyLanguage);
  const visitorT = translator(input.language);
  const name = visitorName(value);
  const email = visitorEmail(value);
  const attachments: MailAttachment[] = input.files.map((file) => ({ filename: file.name, path: file.path, contentType: file.type }));
  const mails: Mail[] = [];

  const agencyLines = [agencyT(mailMessages.agencyIntro, { kind: agencyT(kindMessages[kind]) })];
  if (property) {
    agencyLines.push(
      `${agencyT(mailMessages.property, { title: textIn(property.Title, input.agencyLanguage) })} (${property.Reference ?? property.ID})`,
      agencyT(mailMessages.propertyLink, { url: propertyUrl(input.siteUrl, property, input.agencyLanguage) }),
    );
  }
  if (project) agencyLines.push(agencyT(mailMessages.property, { title: `${textIn(project.Title, input.agencyLanguage)} (${project.ProjectNumber})` }));
  const agencyValue = kind === 'friend' ? withoutFriend(value) : value;
  agencyLines.push('', `${agencyT(mailMessages.details)}:`, ...fieldLines(FORMS[kind].fields, agencyValue, input.agencyLanguage));
  if (input.links?.approveTestimonial) agencyLines.push('', agencyT(mailMessages.testimonialApprove), input.links.approveTestimonial);
  for (const file of input.files) agencyLines.push(agencyT(mailMessages.attachment, { name: file.name, size: formatFileSize(file.size, input.agencyLanguage) }));
  agencyLines.push('', agencyT(mailMessages.language, { language: LANGUAGE_NAMES[input.language] }));
  mails.push({
    kind: `request.${kind}.agency`,
    language: input.agencyLanguage,
    to: input.agencyEmail,
    ...(email ? { replyTo: email } : {}),
    // which property, in the subject: an inbox of applications and requests sorts itself
    subject: property
      ? agencyT(mailMessages.agencySubjectAbout, { kind: capitalize(agencyT(kindMessages[kind])), name: name || email || '?', reference: property.Reference ?? String(property.ID), title: textIn(property.Title, input.agencyLanguage) })
      : agencyT(mailMessages.agencySubject, { kind: capitalize(agencyT(kindMessages[kind])), name: name || email || '?' }),
    text: agencyLines.join('\n'),
    attachments,
  });

  const greeting = name ? visitorT(mailMessages.greeting, { name }) : visitorT(mailMessages.greetingAnonymous);
  const closing = ['', visitorT(mailMessages.signature), input.agencyName, '', visitorT(mailMessages.automatic, { agency: input.agencyName })];
  const title = property ? textIn(property.Title, input.language) : '';

  if (kind === 'friend') {
    mails.push(friendMail(input, name, email));
    return mails;
  }
  if (!email) return mails;

  let subject = visitorT(mailMessages.confirmSubject);
  const body: string[] = [];
  if (kind === 'documents' && property) {
    subject = visitorT(mailMessages.documentsSubject, { title });
    if (property.Documents.length === 0) body.push(visitorT(mailMessages.documentsNone));
    else {
      body.push(visitorT(mailMessages.documentsIntro, { title }), '');
      for (const document of property.Documents) body.push(`- ${textIn(document.Name, input.language)}: ${input.mediaOrigin}${document.Url}`);
    }
  } else if (kind === 'newsletter') {
    // the newsletter's own language, which the visitor chose for it
    const newsletterT = translator(toLanguage(value.language) ?? input.language);
    if (input.links?.confirmNewsletter) {
      subject = newsletterT(mailMessages.newsletterConfirmSubject);
      body.push(newsletterT(mailMessages.newsletterConfirmIntro), '', input.links.confirmNewsletter, '', newsletterT(mailMessages.newsletterConfirmIgnore));
    } else {
      subject = newsletterT(mailMessages.newsletterAlreadySubject);
      body.push(newsletterT(mailMessages.newsletterAlready));
      if (input.links?.unsubscribe) body.push('', newsletterT(mailMessages.unsubscribeLine), input.links.unsubscribe);
    }
  } else if (kind === 'offer' && property) {
    // a binding offer: the buyer's copy says what they committed to, not "message received"
    subject = visitorT(mailMessages.offerSubject, { title });
    const date = (name: string) => (typeof value[name] === 'string' ? formatDate(value[name] as string, input.language) : '');
    body.push(
      visitorT(mailMessages.offerIntro, { title, amount: formatEuro(value.amount, input.language) }),
      '',
      visitorT(mailMessages.offerBinding, { start: date('startDate'), end: date('endDate') }),
      '',
      translateId(input.language, termsMessages.purchaseDeposit.id),
      '',
      visitorT(mailMessages.offerNext),
      '',
      visitorT(mailMessages.property, { title }),
      propertyUrl(input.siteUrl, property, input.language),
    );
  } else if (kind === 'testimonial') {
    subject = visitorT(mailMessages.testimonialSubject);
    body.push(visitorT(mailMessages.testimonialIntro));
  } else {
    // the subject says what and which property: 'Your rental application: Bright flat in Mechelen'
    if (property) subject = visitorT(mailMessages.confirmSubjectAbout, { kind: visitorT(kindMessages[kind]), title });
    body.push(visitorT(mailMessages.confirmIntro, { kind: visitorT(kindMessages[kind]) }));
    if (property) body.push('', visitorT(mailMessages.property, { title }), propertyUrl(input.siteUrl, property, input.language));
    body.push('', translateId(input.language, successMessages.thanks.id));
  }
  mails.push({
    kind: `request.${kind}.visitor`,
    // a newsletter sign-up is answered in the newsletter's language
    language: kind === 'newsletter' ? (toLanguage(value.language) ?? input.language) : input.language,
    to: email,
    replyTo: input.agencyEmail,
    subject,
    text: [greeting, '', ...body, ...closing].join('\n'),
  });
  return mails;
}

/**
 * The mail to a friend, in the language the sender chose for it: who sends it, their
 * message, and the property as a card (its photo, its price and address by the site's
 * rules, a link to its page), or the page of the site the sender was on.
 */
function friendMail(input: RequestMailInput, senderName: string, senderEmail: string | undefined): Mail {
  const { value, property } = input;
  const language = toLanguage(value.language) ?? input.language;
  const t = translator(language);
  const friendName = typeof value.friendFirstName === 'string' ? value.friendFirstName : '';
  const greeting = friendName ? t(mailMessages.greeting, { name: friendName }) : t(mailMessages.greetingAnonymous);
  const remark = typeof value.remark === 'string' && value.remark ? value.remark : '';
  const pageUrl = `${input.siteUrl}${typeof value.pagePath === 'string' && value.pagePath ? value.pagePath : '/'}`;
  const lines = [greeting, ''];
  let card = '';
  if (property) {
    const title = propertyTitle(property, language);
    const url = propertyUrl(input.siteUrl, property, language);
    const price = priceText(property, language, { marqueeIgnore: [...(input.marqueeIgnore ?? [])] });
    const address = addressText(property, { lang: language });
    lines.push(t(mailMessages.friendIntro, { name: senderName, agency: input.agencyName }), '', title);
    if (price) lines.push(price);
    if (address) lines.push(address);
    lines.push(url);
    const picture = property.MainPicture;
    const image = picture
      ? `<img src="${escapeHtml(`${input.mediaOrigin}${picture.Thumbs.medium}`)}" width="560" alt="${escapeHtml(title)}" style="display:block;width:100%;max-width:560px;height:auto;border-radius:6px 6px 0 0">`
      : '';
    card = `<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:560px;border:1px solid #d0d7de;border-radius:6px;margin:12px 0">
<tr><td style="padding:0"><a href="${escapeHtml(url)}">${image}</a></td></tr>
<tr><td style="padding:12px 16px"><p style="margin:0 0 4px;font-size:17px;font-weight:bold"><a href="${escapeHtml(url)}" style="color:#1f3a5f">${escapeHtml(title)}</a></p>${
      price ? `<p style="margin:0 0 4px;font-size:16px">${escapeHtml(price)}</p>` : ''
    }${address ? `<p style="margin:0 0 8px;color:#555">${escapeHtml(address)}</p>` : ''}<p style="margin:0"><a href="${escapeHtml(url)}">${escapeHtml(t(mailMessages.friendOpen))}</a></p></td></tr>
</table>`;
  } else lines.push(t(mailMessages.friendPage, { name: senderName, url: pageUrl }));
  const tail: string[] = [];
  if (remark) tail.push('', t(mailMessages.friendRemark), remark);
  tail.push('', input.agencyName, '', t(mailMessages.automatic, { agency: input.agencyName }));
  const text = [...lines, ...tail].join('\n');
  const html = card
    ? mailHtml([greeting, '', t(mailMessages.friendIntro, { name: senderName, agency: input.agencyName })].join('\n')).replace(
        '</body>',
        `${card}${mailHtml(tail.join('\n')).replace(/^[\s\S]*<body[^>]*>/, '').replace(/<\/body>[\s\S]*$/, '')}</body>`,
      )
    : undefined;
  return {
    kind: 'request.friend.friend',
    language,
    to: String(value.friendEmail),
    ...(senderEmail ? { replyTo: senderEmail } : {}),
    subject: t(mailMessages.friendSubject, { name: senderName }),
    text,
    ...(html ? { html } : {}),
  };
}
