/**
 * A purchase offer as a PDF (pdfkit): what the agency files and the visitor keeps. Written
 * in the visitor's language, as the buyer wrote the offer: the property, the amount in
 * digits and in words, how long the offer holds, where and when it is to be signed, the
 * conditions, the buyers, and the 10 % deposit of spec §9.
 */
import PDFDocument from 'pdfkit';
import type { FieldSpec } from '../../../core/forms/fields.ts';
import { FORMS } from '../../../core/forms/forms.ts';
import { formatCurrency } from '../../../core/format/currency.ts';
import { formatDate } from '../../../core/format/numbers.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { termsMessages } from '../../../core/messages.ts';
import { translateId, translator } from '../mail/i18n.ts';
import { pdfMessages } from '../mail/messages.ts';

export interface OfferDocument {
  /** the buyer's language: the offer is theirs */
  language: Language;
  property: { title: string; reference: string; address: string };
  /** the validated `offer` form */
  offer: Record<string, unknown>;
  /** when the offer was sent, ISO */
  sentAt: string;
}

export interface AgencyIdentity {
  name: string;
  email: string;
}

/**
 * The standard PDF fonts write Windows-1252: a narrow no-break space (French punctuation)
 * becomes a plain one, rather than a box.
 */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const fieldsOf = (name: string): readonly FieldSpec[] =>
  (FORMS.offer.fields as readonly FieldSpec[]).find((field) => field.name === name)?.fields ?? [];

/** The offer as a PDF document. */
export function offerPdf(document: OfferDocument, agency: AgencyIdentity): Promise<Buffer> {
  const { language, offer } = document;
  const t = translator(language);
  const label = (id: string) => printable(translateId(language, id).replace(/[.:]\s*$/, ''));
  const date = (value: unknown) => (typeof value === 'string' ? formatDate(value, language) : '');
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: t(pdfMessages.offerTitle), Author: agency.name } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const line = (name: string, value: string) => {
    pdf.font('Helvetica-Bold').fontSize(10).text(`${printable(name)}: `, { continued: true }).font('Helvetica').text(printable(value));
  };
  const heading = (text: string) => pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(text)).moveDown(0.3);
  const fieldLabel = (name: string) => {
    const spec = (FORMS.offer.fields as readonly FieldSpec[]).find((field) => field.name === name);
    return spec ? label(spec.label) : name;
  };

  pdf.font('Helvetica-Bold').fontSize(18).text(printable(t(pdfMessages.offerTitle)));
  pdf.font('Helvetica').fontSize(10).fillColor('#444').text(printable(`${agency.name} · ${agency.email}`)).fillColor('#000');
  heading(t(pdfMessages.offerProperty));
  pdf.font('Helvetica').fontSize(10).text(printable(document.property.title));
  pdf.text(printable(document.property.address));
  pdf.text(printable(t(pdfMessages.offerReference, { reference: document.property.reference })));

  heading(t(pdfMessages.offerAmount));
  line(fieldLabel('amount'), printable(formatCurrency(offer.amount)));
  line(fieldLabel('amountInWords'), String(offer.amountInWords ?? ''));
  pdf.moveDown(0.3).font('Helvetica').text(printable(translateId(language, termsMessages.purchaseDeposit.id)));

  heading(t(pdfMessages.offerValidity));
  line(fieldLabel('startDate'), date(offer.startDate));
  line(fieldLabel('endDate'), date(offer.endDate));
  pdf.moveDown(0.3).font('Helvetica').text(printable(t(pdfMessages.offerValidityExplained, { start: date(offer.startDate), end: date(offer.endDate) })));
  line(fieldLabel('place'), String(offer.place ?? ''));
  line(fieldLabel('signingDate'), date(offer.signingDate));
  if (typeof offer.conditions === 'string' && offer.conditions) line(fieldLabel('conditions'), offer.conditions);

  for (const name of ['personA', 'personB'] as const) {
    const person = offer[name] as Record<string, unknown> | undefined;
    if (!person) continue;
    heading(fieldLabel(name));
    for (const spec of fieldsOf(name)) {
      const value = person[spec.name];
      if (value === undefined || value === '') continue;
      const shown = spec.optionLabels && typeof value === 'string' && spec.optionLabels[value] ? translateId(language, spec.optionLabels[value]!) : String(value);
      line(label(spec.label), shown);
    }
  }

  heading(t(pdfMessages.offerSignatures));
  pdf.font('Helvetica').fontSize(10).text(printable(t(pdfMessages.offerSent, { date: formatDate(document.sentAt.slice(0, 10), language) })));
  pdf.moveDown(2).text('______________________________        ______________________________');
  pdf.text(printable(`${fieldLabel('personA')}                                              ${offer.personB ? fieldLabel('personB') : ''}`));
  pdf.end();
  return done;
}
