/**
 * The agency's forms to download (spec §2 "document download pages"): a purchase offer,
 * a rental application and a power of attorney, as PDFs the server fills in with the
 * agency's details and, when asked from a property, its reference, address and price.
 */
import type { Language } from '../i18n/languages.ts';
import type { MessageId } from '../messages.ts';
import type { PropertyGoal } from '../property/reference.ts';
import type { RouteKey } from '../routing/routes.ts';

export const DOWNLOAD_DOCUMENTS = ['offer', 'rental', 'power-of-attorney'] as const;
export type DownloadDocument = (typeof DOWNLOAD_DOCUMENTS)[number];

export function isDownloadDocument(value: unknown): value is DownloadDocument {
  return (DOWNLOAD_DOCUMENTS as readonly unknown[]).includes(value);
}

/**
 * Whether a document may be asked about a property with this goal: an offer is made on a
 * property for sale, a rental application for one for rent; a power of attorney serves
 * either.
 */
export function documentFitsGoal(document: DownloadDocument, goal: PropertyGoal): boolean {
  if (document === 'offer') return goal === 'FOR_SALE';
  if (document === 'rental') return goal === 'FOR_RENT';
  return true;
}

/** The page of each document under /Documents-à-télécharger/. */
export const DOCUMENT_ROUTES: Readonly<Record<DownloadDocument, RouteKey>> = {
  offer: 'documents-offer',
  rental: 'documents-rental',
  'power-of-attorney': 'documents-power-of-attorney',
};

/** Each document's name: its page's name in the route table. */
export const DOCUMENT_TITLES: Readonly<Record<DownloadDocument, MessageId>> = {
  offer: 'route.documentsOffer',
  rental: 'action.rentalApplication',
  'power-of-attorney': 'route.powerOfAttorney',
};

/** `GET {api}/documents/{document}.pdf?lang=&property=`: the path, under the API's base. */
export function documentDownloadPath(document: DownloadDocument, language: Language, propertyId?: number): string {
  const query = new URLSearchParams({ lang: language });
  if (propertyId !== undefined) query.set('property', String(propertyId));
  return `/documents/${document}.pdf?${query.toString()}`;
}
