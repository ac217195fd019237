/**
 * The forms to download (core/documents/downloads.ts) as documents of ./document.ts, in
 * the visitor's language: blank where the visitor writes, filled in with what the agency
 * knows (its letterhead; the property's reference, address and price when asked from a
 * property, by the address and price rules the site applies).
 */
import { DOCUMENT_TITLES, type DownloadDocument } from '../../../core/documents/downloads.ts';
import { addressText } from '../../../core/format/address.ts';
import { priceText } from '../../../core/format/price.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import type { Property } from '../../../core/property/types.ts';
import { translateId, translator } from '../mail/i18n.ts';
import type { AgencyDocument, AgencyLetterhead, DocumentField, DocumentSection } from './document.ts';
import { documentTexts as d } from './texts.ts';

export interface DownloadInput {
  document: DownloadDocument;
  language: Language;
  agency: AgencyLetterhead;
  property?: Property;
  /** marquees shown instead of the price (the site's `marquee-ignore`) */
  marqueeIgnore?: readonly number[];
}

export function downloadDocument(input: DownloadInput): AgencyDocument {
  const t = translator(input.language);
  const { property, language } = input;
  const person = (heading: string, birth = false): DocumentSection => ({
    heading,
    fields: [
      { label: t(d.name) },
      { label: t(d.personAddress) },
      { label: t(d.phone), width: 'half' },
      { label: t(d.email), width: 'half' },
      ...(birth ? [{ label: t(d.birth) }] : []),
    ],
  });
  const signing: DocumentSection = {
    fields: [
      { label: t(d.place), width: 'half' },
      { label: t(d.date), width: 'half' },
      { label: t(d.signature), lines: 2 },
    ],
  };
  const propertyFields: DocumentField[] = property
    ? [
        { label: t(d.reference), value: property.Reference ?? String(property.ID), width: 'half' },
        ...(priceOf(property, language, input.marqueeIgnore) ? [{ label: t(d.price), value: priceOf(property, language, input.marqueeIgnore)!, width: 'half' as const }] : []),
        { label: t(d.address), value: addressText(property, { lang: language }) || '–' },
      ]
    : [{ label: t(d.propertyBlank), lines: 2 }];
  const propertySection: DocumentSection = { heading: t(d.propertyHeading), fields: propertyFields };

  let sections: DocumentSection[];
  switch (input.document) {
    case 'offer':
      sections = [
        { paragraphs: [t(d.offerIntro)] },
        propertySection,
        person(t(d.offerBuyerA), true),
        person(t(d.offerBuyerB), true),
        {
          heading: t(d.offerTerms),
          fields: [
            { label: t(d.offerAmount), width: 'half' },
            { label: t(d.offerAmountWords), width: 'half' },
            { label: t(d.offerFrom), width: 'half' },
            { label: t(d.offerUntil), width: 'half' },
            { label: t(d.offerConditions), lines: 3 },
          ],
          paragraphs: [t(d.offerDeposit), t(d.offerBinding)],
        },
        signing,
      ];
      break;
    case 'rental':
      sections = [
        { paragraphs: [t(d.rentalIntro)] },
        propertySection,
        person(t(d.rentalCandidate), true),
        {
          heading: t(d.rentalHousehold),
          fields: [
            { label: t(d.rentalAdults), width: 'half' },
            { label: t(d.rentalKids), width: 'half' },
            { label: t(d.rentalPets), width: 'half' },
            { label: t(d.rentalMoveDate), width: 'half' },
          ],
        },
        {
          heading: t(d.rentalIncome),
          fields: [
            { label: t(d.rentalIncome1), width: 'half' },
            { label: t(d.rentalIncome2), width: 'half' },
            { label: t(d.rentalEmployer) },
          ],
        },
        {
          heading: t(d.rentalConfirm),
          items: [t(d.rentalMinimumIncome), t(d.rentalMaximumPersons), t(d.rentalFirstRent), t(d.rentalFirstCharges), t(d.rentalInventory), t(d.rentalDeposit)],
        },
        signing,
      ];
      break;
    case 'power-of-attorney':
      sections = [
        { paragraphs: [t(d.powerIntro)] },
        person(t(d.powerPrincipal), true),
        person(t(d.powerAgent), true),
        propertySection,
        { heading: t(d.powerPurpose), fields: [{ label: t(d.powerPurposeLines), lines: 4 }, { label: t(d.powerValid) }] },
        signing,
      ];
      break;
  }
  const title = translateId(language, DOCUMENT_TITLES[input.document]);
  return {
    agency: input.agency,
    language,
    title,
    ...(property ? { subtitle: `${textIn(property.Title, language)} (${property.Reference ?? property.ID})` } : {}),
    sections,
    footer: t(d.footer, { agency: input.agency.name }),
  };
}

function priceOf(property: Property, language: Language, marqueeIgnore: readonly number[] = []): string | null {
  return priceText(property, language, { marqueeIgnore: [...marqueeIgnore] });
}
