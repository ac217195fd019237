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
import { goalOf } from '../../../core/property/goal.ts';
import type { Property } from '../../../core/property/types.ts';
import { DEPOSIT_MONTHS, RENTAL_BASIS, rentalDeposit, rentalFields, rentalFieldsEverywhere, rentalRegionOf, rentalTerms } from '../../../core/forms/rental.ts';
import { formatEuro } from '../../../core/format/currency.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import * as rentalMessages from '../../../core/messages/rental.ts';
import * as termsMessages from '../../../core/messages/terms.ts';
import { i18nOf, translateId, translator } from '../mail/i18n.ts';
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
        ...(priceOf(property, language, input.marqueeIgnore) ? [{ label: t(goalOf(property.Goal) === 'FOR_RENT' ? d.rent : d.price), value: priceOf(property, language, input.marqueeIgnore)!, width: 'half' as const }] : []),
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
          paragraphs: [translateId(language, termsMessages.purchaseDeposit.id), t(d.offerBinding)],
        },
        signing,
      ];
      break;
    case 'rental':
      sections = rentalSections(input, propertySection, signing);
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

/** The online form's groups of fields, on paper: who applies, who would live there, with what income. */
const RENTAL_GROUPS: readonly { heading: MessageDescriptor; fields: readonly string[] }[] = [
  { heading: d.rentalCandidate, fields: ['title', 'firstName', 'lastName', 'email', 'phone', 'street', 'houseNumber', 'zip', 'city'] },
  { heading: d.rentalHousehold, fields: ['adults', 'kids', 'pets', 'moveDate', 'reason'] },
  { heading: d.rentalIncome, fields: ['incomePerson1', 'incomePerson2'] },
  { heading: d.rentalRemark, fields: ['remark'] },
];
const WIDE: ReadonlySet<string> = new Set(['street', 'reason', 'remark']);

/**
 * The rental application on paper: the fields of the online form for the property's
 * region (core/forms/rental.ts) with the same labels, or, without a property, the fields
 * every region allows; the same costs of moving in; the deposit by the same rule.
 */
function rentalSections(input: DownloadInput, propertySection: DocumentSection, signing: DocumentSection): DocumentSection[] {
  const { language, property } = input;
  const t = translator(language);
  const region = property ? rentalRegionOf(property) : null;
  const asked = region ? rentalFields(region) : rentalFieldsEverywhere();
  const label = (id: string) => translateId(language, id).replace(/[.:]\s*$/, '');
  const groups = RENTAL_GROUPS.flatMap(({ heading, fields }): DocumentSection[] => {
    const shown = asked.filter((spec) => fields.includes(spec.name));
    if (shown.length === 0) return [];
    return [
      {
        heading: t(heading),
        fields: shown.map((spec): DocumentField => ({
          label: label(spec.label),
          ...(spec.kind === 'multiline' ? { lines: 3 } : {}),
          ...(WIDE.has(spec.name) ? {} : { width: 'half' as const }),
        })),
        ...(heading === d.rentalIncome ? { paragraphs: [translateId(language, rentalMessages.incomeHint.id)] } : {}),
      },
    ];
  });
  const terms = property && region ? rentalTerms(property, region) : [];
  const costs: DocumentSection[] =
    terms.length > 0
      ? [
          {
            heading: t(d.rentalCosts),
            fields: terms.map((term) => ({
              label: i18nOf(language)._(term.message, term.values),
              value: term.amount === null ? t(d.rentalAsAgreed) : formatEuro(term.amount, language),
              width: 'half' as const,
            })),
          },
        ]
      : [];
  const deposit = region
    ? t(d.rentalDeposit, { months: rentalDeposit(property!, region).months })
    : t(d.rentalDepositByRegion, { ...DEPOSIT_MONTHS });
  return [
    { paragraphs: [t(d.rentalIntro), ...(region ? [translateId(language, RENTAL_BASIS[region])] : []), translateId(language, rentalMessages.never.id)] },
    propertySection,
    ...groups,
    ...costs,
    {
      heading: t(d.rentalConfirm),
      items: [t(d.rentalMinimumIncome), t(d.rentalMaximumPersons), t(d.rentalFirstRent), t(d.rentalFirstCharges), t(d.rentalInventory), deposit],
    },
    signing,
  ];
}

function priceOf(property: Property, language: Language, marqueeIgnore: readonly number[] = []): string | null {
  return priceText(property, language, { marqueeIgnore: [...marqueeIgnore] });
}
