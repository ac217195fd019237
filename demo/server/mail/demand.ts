/**
 * The demand register's mails, in the demand's language: the confirmation of the address
 * (double opt-in), the welcome once confirmed, and the alerts with the listings that
 * match (each with its picture, price and address as the site shows them, and its link),
 * an edit link and a one-click unsubscribe (RFC 8058 `List-Unsubscribe-Post`).
 */
import { addressText } from '../../../core/format/address.ts';
import { priceLine } from '../../../core/format/price.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import { distinctMainPictures } from '../../../core/property/distinct-photos.ts';
import type { Property } from '../../../core/property/types.ts';
import { pathFor, propertyPath } from '../../../core/routing/page-paths.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import { translator } from './i18n.ts';
import type { Mail } from './mailer.ts';
import { mailMessages } from './messages.ts';
import { API_PATH } from '../../../core/config.ts';
import { oneClickUrl, unsubscribeHeaders } from './unsubscribe.ts';

/** The one-click unsubscribe of a demand's mails (RFC 8058): the demand's token on the alerts' list. */
const oneClick = (links: DemandLinks) => unsubscribeHeaders(oneClickUrl(`${links.apiOrigin}${API_PATH}`, links.token));

export const demandMessages = {
  confirmSubject: /*i18n*/ { id: 'server.mail.demand.confirmSubject', message: 'Please confirm your search profile' },
  confirmBody: /*i18n*/ {
    id: 'server.mail.demand.confirmBody',
    message: 'You asked us to tell you about new properties that match your search. Please confirm your e-mail address with this link, within 7 days:',
  },
  confirmIgnore: /*i18n*/ {
    id: 'server.mail.demand.confirmIgnore',
    message: 'If you did not ask for this, you can ignore this mail: without your confirmation we keep nothing.',
  },
  welcomeSubject: /*i18n*/ { id: 'server.mail.demand.welcomeSubject', message: 'Your search profile is active' },
  welcomeBody: /*i18n*/ {
    id: 'server.mail.demand.welcomeBody',
    message: 'Thank you for confirming. From now on we will let you know as soon as a property matches your search.',
  },
  alertSubjectOne: /*i18n*/ { id: 'server.mail.demand.alertSubjectOne', message: 'New for your search: {title}' },
  alertSubjectMany: /*i18n*/ { id: 'server.mail.demand.alertSubjectMany', message: '{count} new properties for your search' },
  alertIntro: /*i18n*/ { id: 'server.mail.demand.alertIntro', message: 'These properties are new, or cheaper, since our last mail:' },
  priceOnRequest: /*i18n*/ { id: 'server.mail.demand.priceOnRequest', message: 'Price on request' },
  more: /*i18n*/ { id: 'server.mail.demand.more', message: 'More properties match your search: they will follow in our next mail.' },
  edit: /*i18n*/ { id: 'server.mail.demand.edit', message: 'Change your search: {url}' },
  unsubscribe: /*i18n*/ { id: 'server.mail.demand.unsubscribe', message: 'No longer receive these mails: {url}' },
} as const satisfies Record<string, MessageDescriptor>;

/** Where the links of a demand's mails go. */
export interface DemandLinks {
  /** the public site, for the pages of listings and of the demand register */
  siteUrl: string;
  /** this server, for pictures and the one-click unsubscribe */
  apiOrigin: string;
  /** the demand's own token (edit and unsubscribe links) */
  token: string;
}

/** The demand register's page in `language` with one parameter (`confirm`, `edit`, `unsubscribe`). */
export function demandPageUrl(siteUrl: string, language: Language, parameter: string, token: string): string {
  return `${siteUrl}${pathFor('demand-register', language)}?${parameter}=${encodeURIComponent(token)}`;
}

function closing(t: ReturnType<typeof translator>, agency: string): string[] {
  return ['', t(mailMessages.signature), agency, '', t(mailMessages.automatic, { agency })];
}

export function demandConfirmationMail(input: { to: string; language: Language; name: string; siteUrl: string; token: string; agencyName: string }): Mail {
  const t = translator(input.language);
  const greeting = input.name ? t(mailMessages.greeting, { name: input.name }) : t(mailMessages.greetingAnonymous);
  return {
    kind: 'demand.confirm',
    language: input.language,
    to: input.to,
    subject: t(demandMessages.confirmSubject),
    text: [greeting, '', t(demandMessages.confirmBody), demandPageUrl(input.siteUrl, input.language, 'confirm', input.token), '', t(demandMessages.confirmIgnore), ...closing(t, input.agencyName)].join('\n'),
  };
}

function footer(t: ReturnType<typeof translator>, language: Language, links: DemandLinks): string[] {
  return [
    t(demandMessages.edit, { url: demandPageUrl(links.siteUrl, language, 'edit', links.token) }),
    t(demandMessages.unsubscribe, { url: demandPageUrl(links.siteUrl, language, 'unsubscribe', links.token) }),
  ];
}

export function demandWelcomeMail(input: { to: string; language: Language; name: string; links: DemandLinks; agencyName: string }): Mail {
  const t = translator(input.language);
  const greeting = input.name ? t(mailMessages.greeting, { name: input.name }) : t(mailMessages.greetingAnonymous);
  return {
    kind: 'demand.welcome',
    language: input.language,
    to: input.to,
    subject: t(demandMessages.welcomeSubject),
    text: [greeting, '', t(demandMessages.welcomeBody), '', ...footer(t, input.language, input.links), ...closing(t, input.agencyName)].join('\n'),
    headers: oneClick(input.links),
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One listing as an alert shows it: the price and address rules of core, in the demand's language. */
function listingLines(property: Property, language: Language, t: ReturnType<typeof translator>, links: DemandLinks) {
  const title = textIn(property.Title, language);
  const price = priceLine(property, language, []) ?? t(demandMessages.priceOnRequest);
  const address = addressText(property, { lang: language });
  const url = `${links.siteUrl}${propertyPath(property, language)}`;
  const picture = property.MainPicture ? `${links.apiOrigin}${property.MainPicture.Thumbs.medium || property.MainPicture.Url}` : null;
  return { title, price, address, url, picture };
}

export function demandAlertMail(input: {
  to: string;
  language: Language;
  name: string;
  properties: readonly Property[];
  /** more listings wait for the next mail */
  more: boolean;
  links: DemandLinks;
  agencyName: string;
}): Mail {
  const t = translator(input.language);
  const greeting = input.name ? t(mailMessages.greeting, { name: input.name }) : t(mailMessages.greetingAnonymous);
  // a mail of several listings is one screen too: none shows a photo another shows
  const listings = distinctMainPictures(input.properties).map((property) => listingLines(property, input.language, t, input.links));
  const subject =
    listings.length === 1 ? t(demandMessages.alertSubjectOne, { title: listings[0]!.title }) : t(demandMessages.alertSubjectMany, { count: listings.length });
  const text = [
    greeting,
    '',
    t(demandMessages.alertIntro),
    ...listings.flatMap((listing) => ['', listing.title, listing.price, listing.address, listing.url]),
    ...(input.more ? ['', t(demandMessages.more)] : []),
    '',
    ...footer(t, input.language, input.links),
    ...closing(t, input.agencyName),
  ].join('\n');
  const cards = listings
    .map(
      (listing) => `<tr><td style="padding:12px 0;border-top:1px solid #ddd">
${listing.picture ? `<a href="${escape(listing.url)}"><img src="${escape(listing.picture)}" alt="" width="280" style="display:block;max-width:100%;height:auto;border-radius:4px"></a>` : ''}
<p style="margin:8px 0 0;font-size:17px;font-weight:bold"><a href="${escape(listing.url)}" style="color:#1d4f91">${escape(listing.title)}</a></p>
<p style="margin:4px 0 0;font-size:16px">${escape(listing.price)}</p>
<p style="margin:4px 0 0;color:#555">${escape(listing.address)}</p></td></tr>`,
    )
    .join('\n');
  const link = (url: string, message: MessageDescriptor) =>
    escape(t(message, { url: '\u0000' })).replace('\u0000', `<a href="${escape(url)}">${escape(url)}</a>`);
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">
<p>${escape(greeting)}</p><p>${escape(t(demandMessages.alertIntro))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%">${cards}</table>
${input.more ? `<p>${escape(t(demandMessages.more))}</p>` : ''}
<p style="font-size:13px;color:#555">${link(demandPageUrl(input.links.siteUrl, input.language, 'edit', input.links.token), demandMessages.edit)}<br>
${link(demandPageUrl(input.links.siteUrl, input.language, 'unsubscribe', input.links.token), demandMessages.unsubscribe)}</p>
<p>${escape(t(mailMessages.signature))}<br>${escape(input.agencyName)}</p></body></html>`;
  return {
    kind: 'demand.alert',
    language: input.language,
    to: input.to,
    subject,
    text,
    html,
    headers: oneClick(input.links),
  };
}
