/**
 * A purchase offer as a document of ./document.ts: what the agency files and the visitor
 * keeps, on the same letterhead as the forms to download. Written in the visitor's
 * language, as the buyer wrote the offer: the property, the amount in digits and in words,
 * how long the offer holds, where and when it is to be signed, the conditions, the buyers,
 * and the 10 % deposit of spec §9.
 */
import type { FieldSpec } from '../../../core/forms/fields.ts';
import { FORMS } from '../../../core/forms/forms.ts';
import { formatEuro } from '../../../core/format/currency.ts';
import { formatDate } from '../../../core/format/numbers.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { termsMessages } from '../../../core/messages.ts';
import { translateId, translator } from '../mail/i18n.ts';
import { pdfMessages } from '../mail/messages.ts';
import type { AgencyDocument, AgencyLetterhead, DocumentField, DocumentSection } from './document.ts';

export interface OfferDocument {
  /** the buyer's language: the offer is theirs */
  language: Language;
  property: { title: string; reference: string; address: string };
  /** the validated `offer` form */
  offer: Record<string, unknown>;
  /** when the offer was sent, ISO */
  sentAt: string;
}

const offerFields = FORMS.offer.fields as readonly FieldSpec[];
const fieldsOf = (name: string): readonly FieldSpec[] => offerFields.find((field) => field.name === name)?.fields ?? [];

/** The offer, filled in, for renderDocument. */
export function offerDocument(document: OfferDocument, agency: AgencyLetterhead): AgencyDocument {
  const { language, offer } = document;
  const t = translator(language);
  const label = (id: string) => translateId(language, id).replace(/[.:]\s*$/, '');
  const fieldLabel = (name: string) => {
    const spec = offerFields.find((field) => field.name === name);
    return spec ? label(spec.label) : name;
  };
  const date = (value: unknown) => (typeof value === 'string' ? formatDate(value, language) : '');
  const filled = (name: string, value: string, width?: 'half'): DocumentField => ({ label: fieldLabel(name), value: value || '–', ...(width ? { width } : {}) });

  const buyers = (['personA', 'personB'] as const).flatMap((name): DocumentSection[] => {
    const person = offer[name] as Record<string, unknown> | undefined;
    if (!person) return [];
    const fields = fieldsOf(name).flatMap((spec): DocumentField[] => {
      const value = person[spec.name];
      if (value === undefined || value === '') return [];
      const shown = spec.optionLabels && typeof value === 'string' && spec.optionLabels[value] ? translateId(language, spec.optionLabels[value]!) : String(value);
      return [{ label: label(spec.label), value: shown, width: 'half' }];
    });
    return [{ heading: fieldLabel(name), fields }];
  });

  return {
    agency,
    language,
    title: t(pdfMessages.offerTitle),
    subtitle: document.property.title,
    sections: [
      {
        heading: t(pdfMessages.offerProperty),
        paragraphs: [document.property.address, t(pdfMessages.offerReference, { reference: document.property.reference })],
      },
      {
        heading: t(pdfMessages.offerAmount),
        fields: [filled('amount', formatEuro(offer.amount, language)), filled('amountInWords', String(offer.amountInWords ?? ''))],
      },
      { paragraphs: [translateId(language, termsMessages.purchaseDeposit.id)] },
      {
        heading: t(pdfMessages.offerValidity),
        fields: [filled('startDate', date(offer.startDate), 'half'), filled('endDate', date(offer.endDate), 'half')],
      },
      {
        paragraphs: [t(pdfMessages.offerValidityExplained, { start: date(offer.startDate), end: date(offer.endDate) })],
        fields: [
          filled('place', String(offer.place ?? ''), 'half'),
          filled('signingDate', date(offer.signingDate), 'half'),
          ...(typeof offer.conditions === 'string' && offer.conditions ? [filled('conditions', offer.conditions)] : []),
        ],
      },
      ...buyers,
      {
        heading: t(pdfMessages.offerSignatures),
        paragraphs: [t(pdfMessages.offerSent, { date: formatDate(document.sentAt.slice(0, 10), language) })],
        fields: [
          { label: fieldLabel('personA'), lines: 2, width: 'half' },
          ...(offer.personB ? [{ label: fieldLabel('personB'), lines: 2, width: 'half' as const }] : []),
        ],
      },
    ],
  };
}
