/**
 * The mails a form sends: a notification to the agency (in the agency's language,
 * every field with its label, Reply-To the visitor) and, where a real site does, a
 * mail to the visitor in the visitor's language: a confirmation, the documents asked
 * for, the welcome of the newsletter, or the message to a friend.
 */
import type { RequestKind } from '../../../core/api/contract.ts';
import { FORM_FIELDS, type FieldSpec } from '../../../core/forms/index.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { formatFileSize } from '../../../core/format/numbers.ts';
import { propertyPath } from '../../../core/routing/page-paths.ts';
import { answerMessages, successMessages } from '../../../core/messages.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import { translateId, translator } from './i18n.ts';
import type { Mail, MailAttachment } from './mailer.ts';
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
  agencyLines.push('', `${agencyT(mailMessages.details)}:`, ...fieldLines(FORM_FIELDS[kind], value, input.agencyLanguage));
  for (const file of input.files) agencyLines.push(agencyT(mailMessages.attachment, { name: file.name, size: formatFileSize(file.size, input.agencyLanguage) }));
  agencyLines.push('', agencyT(mailMessages.language, { language: LANGUAGE_NAMES[input.language] }));
  mails.push({
    kind: `request.${kind}.agency`,
    language: input.agencyLanguage,
    to: input.agencyEmail,
    ...(email ? { replyTo: email } : {}),
    subject: agencyT(mailMessages.agencySubject, { kind: capitalize(agencyT(kindMessages[kind])), name: name || email || '?' }),
    text: agencyLines.join('\n'),
    attachments,
  });

  const greeting = name ? visitorT(mailMessages.greeting, { name }) : visitorT(mailMessages.greetingAnonymous);
  const closing = ['', visitorT(mailMessages.signature), input.agencyName, '', visitorT(mailMessages.automatic, { agency: input.agencyName })];
  const title = property ? textIn(property.Title, input.language) : '';

  if (kind === 'friend') {
    const friendName = typeof value.friendFirstName === 'string' ? value.friendFirstName : '';
    const lines = [friendName ? visitorT(mailMessages.greeting, { name: friendName }) : visitorT(mailMessages.greetingAnonymous), ''];
    if (property) lines.push(visitorT(mailMessages.friendIntro, { name, agency: input.agencyName }), '', title, propertyUrl(input.siteUrl, property, input.language));
    else lines.push(visitorT(mailMessages.friendPage, { name, url: input.siteUrl }));
    if (typeof value.remark === 'string' && value.remark) lines.push('', visitorT(mailMessages.friendRemark), value.remark);
    lines.push('', input.agencyName, '', visitorT(mailMessages.automatic, { agency: input.agencyName }));
    mails.push({
      kind: 'request.friend.friend',
      language: input.language,
      to: String(value.friendEmail),
      ...(email ? { replyTo: email } : {}),
      subject: visitorT(mailMessages.friendSubject, { name }),
      text: lines.join('\n'),
    });
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
    subject = visitorT(mailMessages.newsletterSubject);
    body.push(visitorT(mailMessages.newsletterIntro));
  } else if (kind === 'testimonial') {
    subject = visitorT(mailMessages.testimonialSubject);
    body.push(visitorT(mailMessages.testimonialIntro));
  } else {
    body.push(visitorT(mailMessages.confirmIntro, { kind: visitorT(kindMessages[kind]) }));
    if (property) body.push('', visitorT(mailMessages.property, { title }), propertyUrl(input.siteUrl, property, input.language));
    body.push('', translateId(input.language, successMessages.thanks.id));
  }
  mails.push({
    kind: `request.${kind}.visitor`,
    language: input.language,
    to: email,
    replyTo: input.agencyEmail,
    subject,
    text: [greeting, '', ...body, ...closing].join('\n'),
  });
  return mails;
}
