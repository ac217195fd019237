/**
 * A property's brochure: A4 pages on the agency's papers (./document.ts) a visitor prints
 * or keeps, in the page's language, as an agency's printed sheet has it: the title,
 * address and price line (a rent with its "per month"), the photos, the key figures with
 * the EPC label and its value per year, the description in its paragraphs, the features
 * of the detail page (its groups and labels: core/property/attributes.ts, the labels the
 * detail page shows), the legal mentions of the property's region, what it costs (to buy:
 * the duties or VAT and the notary by core/purchase-costs, the rules the cost calculator
 * and the comparison use; to rent: the first month and the deposit of the rental form),
 * whom to ask (the listing's agent), and the property's page on the agency's site as a
 * link and a QR code to scan from the paper. The page's address comes from the server's
 * configured public URL, never from a request: without one the brochure has no link and
 * no code. A layout that would leave a last page nearly empty is laid out again more
 * compactly.
 */
import { type I18n, setupI18n } from '@lingui/core';
import QRCode from 'qrcode';
import { ENERGY_UNITS } from '../../../core/constants.ts';
import { rentalRegionOf, rentalTerms } from '../../../core/forms/rental.ts';
import { addressText } from '../../../core/format/address.ts';
import { formatEuro } from '../../../core/format/currency.ts';
import { formatDate, formatNumber } from '../../../core/format/numbers.ts';
import { formatPhone } from '../../../core/format/phone.ts';
import { priceLine } from '../../../core/format/price.ts';
import { markupParagraphs } from '../../../core/format/strip-markup.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import { brusselsDay } from '../../../core/owner/day.ts';
import { type Attribute, type AttributeGroupKey, attributeGroups, judicialMessage, yesNoMessage } from '../../../core/property/attributes.ts';
import { epcImage, epcLabel, epcLabelDisplay } from '../../../core/property/epc.ts';
import { goalOf } from '../../../core/property/goal.ts';
import { regionOfZip } from '../../../core/property/region.ts';
import { propertyTitle } from '../../../core/property/title.ts';
import type { Property } from '../../../core/property/types.ts';
import { purchaseCosts } from '../../../core/purchase-costs/costs.ts';
import { messages as de } from '../../../dictionaries/compiled/de.ts';
import { messages as en } from '../../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../../dictionaries/compiled/nl.ts';
import { epcImages } from '../../../core/property/epc-images.ts';
import { reencodeImage } from '../images.ts';
import { i18nOf, translator } from '../mail/i18n.ts';
import type { MediaFiles } from '../repositories/media.ts';
import sharp from 'sharp';
import { ACCENT, type AgencyLetterhead, MARGIN, MUTED, TEXT, keepTogether, letterhead, pageFooters, printable, startDocument } from './document.ts';

export const brochureTexts = {
  keyFigures: /*i18n*/ { id: 'server.brochure.keyFigures', message: 'Key figures' },
  price: /*i18n*/ { id: 'server.brochure.price', message: 'Price' },
  type: /*i18n*/ { id: 'server.brochure.type', message: 'Type' },
  bedrooms: /*i18n*/ { id: 'server.brochure.bedrooms', message: 'Bedrooms' },
  bathrooms: /*i18n*/ { id: 'server.brochure.bathrooms', message: 'Bathrooms' },
  livingArea: /*i18n*/ { id: 'server.brochure.livingArea', message: 'Living area' },
  plot: /*i18n*/ { id: 'server.brochure.plot', message: 'Plot' },
  epc: /*i18n*/ { id: 'server.brochure.epc', message: 'Energy performance (EPC)' },
  reference: /*i18n*/ { id: 'server.brochure.reference', message: 'Reference' },
  description: /*i18n*/ { id: 'server.brochure.description', message: 'Description' },
  features: /*i18n*/ { id: 'server.brochure.features', message: 'Features' },
  costsToBuy: /*i18n*/ { id: 'server.brochure.costsToBuy', message: 'Price and costs to buy' },
  costsToRent: /*i18n*/ { id: 'server.brochure.costsToRent', message: 'Rent and costs of moving in' },
  duties: /*i18n*/ { id: 'server.brochure.duties', message: 'Registration duties (estimate)' },
  vat: /*i18n*/ { id: 'server.brochure.vat', message: 'VAT (estimate)' },
  notary: /*i18n*/ { id: 'server.brochure.notary', message: "Notary's fee and deed costs (estimate)" },
  total: /*i18n*/ { id: 'server.brochure.total', message: 'Total to buy (estimate)' },
  costsNote: /*i18n*/ {
    id: 'server.brochure.costsNote',
    message: "An estimate for a buyer's sole own home, without a mortgage, by the rules in force on {date} in the property's region.",
  },
  propertyTax: /*i18n*/ { id: 'server.brochure.propertyTax', message: 'Property tax a year' },
  contact: /*i18n*/ { id: 'server.brochure.contact', message: 'Your contact' },
  phone: /*i18n*/ { id: 'server.brochure.phone', message: 'Phone' },
  mobile: /*i18n*/ { id: 'server.brochure.mobile', message: 'Mobile' },
  email: /*i18n*/ { id: 'server.brochure.email', message: 'E-mail' },
  online: /*i18n*/ { id: 'server.brochure.online', message: 'This property online' },
  scan: /*i18n*/ { id: 'server.brochure.scan', message: 'Scan the code to open its page, with every photo and the way to ask for a visit.' },
} satisfies Record<string, MessageDescriptor>;

/** The photos a brochure shows: the first, large, and a row of three under it. */
export const BROCHURE_PHOTOS = 4;

/** The detail page's groups a brochure lists, in its order; the key figures and the costs say the rest. */
const FEATURE_GROUPS: readonly AttributeGroupKey[] = ['general', 'surfaces', 'rooms', 'comfort', 'energy', 'features'];
const LEGAL_GROUPS: readonly AttributeGroupKey[] = ['planning', 'judicial'];
/** What the key figures, the EPC line or the costs already say. */
const SAID_ELSEWHERE: ReadonlySet<keyof Property> = new Set(['Reference', 'Code', 'SurfaceLiving', 'SurfaceGround', 'Bedrooms', 'Bathrooms', 'EPCLabelText', 'EpcStatus', 'EnergyPerformance']);

/** A last page filled less than this share (the contact block alone fills a fifth) is nearly empty: the brochure is laid out again, more compactly. */
export const NEARLY_EMPTY = 0.4;

export interface BrochureInput {
  property: Property;
  language: Language;
  agency: AgencyLetterhead;
  /** the property's page on the public site, absolute; none: no link or code */
  pageUrl?: string;
  /** the photos, JPEG or PNG, in order (brochurePhotos) */
  photos: readonly Buffer[];
  /** marquees shown instead of the price (the site's `marquee-ignore`) */
  marqueeIgnore?: readonly number[];
  /** the day the estimates are made for (YYYY-MM-DD); default today in Brussels */
  today?: string;
}

/**
 * The listing's first photos as JPEG, for pdfkit (which reads JPEG and PNG only): each
 * decoded and re-encoded by sharp within its pixel limit, at most 1200 px a side. Only
 * this server's own media are read; a CRM's photos elsewhere are left out rather than
 * fetched from a host the request names. A photo that cannot be decoded is skipped.
 */
export async function brochurePhotos(property: Property, media: MediaFiles): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const picture of property.Pictures) {
    if (photos.length === BROCHURE_PHOTOS) break;
    if (!picture.Url.startsWith('/media/')) continue;
    const file = await media.file(picture.Url);
    const jpeg = file && file.mime.startsWith('image/') ? await reencodeImage(file.body, 'image/jpeg') : undefined;
    if (jpeg) photos.push(jpeg);
  }
  return photos;
}

const epcSvgs = epcImages();

/** The EPC label the site shows, as a PNG for pdfkit; undefined without a label. */
async function epcPicture(property: Property): Promise<{ png: Buffer; text: string } | undefined> {
  const label = epcLabel({ energyPerformance: property.EnergyPerformance, zip: property.Zip, countryId: property.CountryID, epcLabelText: property.EPCLabelText });
  if (!label) return undefined;
  const region = property.CountryID === 50 ? 'luxembourg' : regionOfZip(property.Zip);
  const svg = epcSvgs.get(epcImage(label, region) ?? '');
  const text = epcLabelDisplay(label);
  return svg ? { png: await sharp(Buffer.from(svg), { density: 288 }).png().toBuffer(), text } : undefined;
}

/** The detail page's texts (its attribute and group names), from the bundle's catalogs: the same words on paper as on screen. */
const screenTexts = new Map<Language, I18n>(
  (Object.entries({ nl, fr, en, de }) as [Language, I18n['messages']][]).map(([language, messages]) => [
    language,
    setupI18n({ locale: language, messages: { [language]: messages } }),
  ]),
);

/** A value of the detail page's table as it writes it. */
function writeAttribute(attribute: Attribute, language: Language, screen: I18n): string {
  const core = i18nOf(language);
  switch (attribute.kind) {
    case 'currency':
      return formatEuro(attribute.value, language);
    case 'area':
      return `${formatNumber(attribute.value, language)} m²`;
    case 'length':
      return `${formatNumber(attribute.value, language)} m`;
    case 'count':
      return formatNumber(attribute.value, language);
    case 'year':
      return String(attribute.value);
    case 'date':
      return formatDate(attribute.value, language);
    case 'text':
      return textIn(attribute.value, language);
    case 'yesNo':
      return core._(yesNoMessage(attribute.value));
    case 'judicial':
      return core._(judicialMessage(attribute.value));
    case 'orientation':
      return screen._(`propertyDetail.orientation.${attribute.value}`);
    case 'score':
      return typeof attribute.value === 'number' ? formatNumber(attribute.value, language) : attribute.value;
    case 'energy':
      return `${formatNumber(attribute.value, language)} ${ENERGY_UNITS[language].specific}`;
    case 'energyTotal':
      return `${formatNumber(attribute.value, language)} ${ENERGY_UNITS[language].total}`;
    case 'co2':
      return `${formatNumber(attribute.value, language)} ${ENERGY_UNITS[language].co2}`;
    case 'epcLabel':
      return epcLabelDisplay(attribute.value);
    case 'message':
      return core._(attribute.value);
    default:
      return '';
  }
}

/** The QR code of `url`, drawn module by module as vector squares: sharp on paper at any size. */
function drawQrCode(pdf: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // four modules of white around it, as scanners expect
  const cell = size / (modules.size + 8);
  pdf.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) pdf.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  pdf.fill('#000000');
}

/** How much room the photos take: the full layout, or the compact one of a brochure that would end on a nearly empty page. */
interface Layout {
  /** the first photo's height, as a share of the width */
  photoHeight: number;
  /** photos in the row under it */
  rowPhotos: number;
}

/** The photos' room, the usual first: smaller to pull a short last page back, larger to fill it. */
const LAYOUTS: readonly Layout[] = [
  { photoHeight: 0.5, rowPhotos: 3 },
  { photoHeight: 0.42, rowPhotos: 3 },
  { photoHeight: 0.34, rowPhotos: 0 },
  { photoHeight: 0.58, rowPhotos: 3 },
  { photoHeight: 0.66, rowPhotos: 3 },
];

export async function renderBrochure(input: BrochureInput): Promise<Buffer> {
  const epc = await epcPicture(input.property);
  // the first layout whose last page is not nearly empty; else the one whose last page holds the most
  let best: Laid | undefined;
  for (const layout of LAYOUTS) {
    const laid = layOut(input, epc, layout);
    if (laid.pages === 1 || laid.lastPageFilled >= NEARLY_EMPTY) return laid.done;
    if (!best || laid.lastPageFilled > best.lastPageFilled) best = laid;
  }
  return best!.done;
}

interface Laid {
  done: Promise<Buffer>;
  pages: number;
  /** how much of the last page's writing room the brochure uses, 0–1 */
  lastPageFilled: number;
}

/** Label and value rows in two columns, as the detail page's groups list them. */
function writeRows(pdf: PDFKit.PDFDocument, rows: readonly (readonly [string, string])[], width: number): void {
  const gap = 18;
  const columnWidth = (width - gap) / 2;
  const labelWidth = columnWidth * 0.55;
  for (let index = 0; index < rows.length; index += 2) {
    const pair = rows.slice(index, index + 2);
    const height = Math.max(
      ...pair.map(([label, value]) =>
        Math.max(pdf.font('Helvetica').fontSize(9).heightOfString(printable(label), { width: labelWidth - 6 }), pdf.font('Helvetica-Bold').fontSize(9.5).heightOfString(printable(value), { width: columnWidth - labelWidth })),
      ),
    );
    keepTogether(pdf, height + 6);
    const top = pdf.y;
    pair.forEach(([label, value], column) => {
      const x = MARGIN + column * (columnWidth + gap);
      pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(printable(label), x, top, { width: labelWidth - 6 });
      pdf.font('Helvetica-Bold').fontSize(9.5).fillColor(TEXT).text(printable(value), x + labelWidth, top, { width: columnWidth - labelWidth });
    });
    pdf.x = MARGIN;
    pdf.y = top + height + 4;
  }
}

function heading(pdf: PDFKit.PDFDocument, text: string, width: number, room = 70): void {
  keepTogether(pdf, room);
  pdf.moveDown(0.7).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(printable(text), MARGIN, pdf.y, { width });
  pdf.moveDown(0.3);
}

function layOut(input: BrochureInput, epc: { png: Buffer; text: string } | undefined, layout: Layout): Laid {
  const { property, language, agency, photos } = input;
  const t = translator(language);
  const screen = screenTexts.get(language)!;
  const title = propertyTitle(property, language);
  const { pdf, done } = startDocument({ language, title, agency });
  const width = pdf.page.width - MARGIN * 2;
  const forSale = goalOf(property.Goal) === 'FOR_SALE';

  letterhead(pdf, agency, width);
  pdf.moveDown(1);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(printable(title), { width });
  const address = addressText(property, { lang: language });
  if (address) pdf.font('Helvetica').fontSize(12).fillColor(TEXT).text(printable(address), { width });
  // a rent with its unit ("€ 750 per maand"), as the site writes it
  const price = priceLine(property, language, [...(input.marqueeIgnore ?? [])]);
  if (price) pdf.moveDown(0.2).font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(printable(price), { width });
  pdf.moveDown(0.6);

  const [first, ...others] = photos;
  if (first) {
    const height = width * layout.photoHeight;
    keepTogether(pdf, height);
    pdf.image(first, MARGIN, pdf.y, { fit: [width, height], align: 'center', valign: 'center' });
    pdf.y += height + 6;
    const row = others.slice(0, layout.rowPhotos);
    if (row.length) {
      const gap = 6;
      const cellWidth = (width - gap * (layout.rowPhotos - 1)) / layout.rowPhotos;
      const cellHeight = cellWidth * 0.66;
      keepTogether(pdf, cellHeight);
      row.forEach((photo, index) => {
        pdf.image(photo, MARGIN + index * (cellWidth + gap), pdf.y, { fit: [cellWidth, cellHeight], align: 'center', valign: 'center' });
      });
      pdf.y += cellHeight + 6;
    }
  }

  // the key figures, the EPC label with its value per year among them
  const figures: [MessageDescriptor, string | null][] = [
    [brochureTexts.type, textIn(property.TypeName, language) || null],
    [brochureTexts.bedrooms, property.Bedrooms === null ? null : formatNumber(property.Bedrooms, language)],
    [brochureTexts.bathrooms, property.Bathrooms === null ? null : formatNumber(property.Bathrooms, language)],
    [brochureTexts.livingArea, property.SurfaceLiving === null ? null : `${formatNumber(property.SurfaceLiving, language)} m²`],
    [brochureTexts.plot, property.SurfaceGround === null ? null : `${formatNumber(property.SurfaceGround, language)} m²`],
    [brochureTexts.reference, property.Reference ?? String(property.ID)],
  ];
  const shown = figures.filter((figure): figure is [MessageDescriptor, string] => Boolean(figure[1]));
  const rowHeight = 24;
  const columns = 3;
  heading(pdf, t(brochureTexts.keyFigures), width, 40 + Math.ceil(shown.length / columns) * rowHeight + (epc ? 46 : 0));
  const top = pdf.y;
  const columnWidth = width / columns;
  shown.forEach(([label, value], index) => {
    const x = MARGIN + (index % columns) * columnWidth;
    const y = top + Math.floor(index / columns) * rowHeight;
    pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(printable(t(label)), x, y, { width: columnWidth - 12 });
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printable(value), x, y + 10, { width: columnWidth - 12 });
  });
  pdf.x = MARGIN;
  pdf.y = top + Math.ceil(shown.length / columns) * rowHeight + 4;
  if (epc) {
    pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(printable(t(brochureTexts.epc)), MARGIN, pdf.y, { width });
    const value = property.EnergyPerformance === null ? '' : `${formatNumber(property.EnergyPerformance, language)} ${ENERGY_UNITS[language].specific}`;
    const y = pdf.y + 2;
    pdf.image(epc.png, MARGIN, y, { height: 28 });
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printable(`${epc.text}${value ? ` · ${value}` : ''}`), MARGIN + 84, y + 8, { width: width - 84 });
    pdf.x = MARGIN;
    pdf.y = y + 34;
  }

  // the description, paragraph by paragraph as the agency wrote it
  const paragraphs = markupParagraphs(textIn(property.Description, language));
  if (paragraphs.length) {
    heading(pdf, t(brochureTexts.description), width);
    for (const paragraph of paragraphs) {
      pdf.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(printable(paragraph), MARGIN, pdf.y, { width, lineGap: 2 });
      pdf.moveDown(0.45);
    }
  }

  // the detail page's features, in its groups and words; the yes/no amenities in one line
  const groups = attributeGroups(property);
  const rowsOf = (keys: readonly AttributeGroupKey[]) =>
    groups
      .filter((group) => keys.includes(group.key))
      .flatMap((group) =>
        group.attributes
          .filter((attribute) => !SAID_ELSEWHERE.has(attribute.key) && !(group.key === 'features' && attribute.kind === 'yesNo'))
          .map((attribute) => [screen._(`propertyDetail.attribute.${attribute.key}`), writeAttribute(attribute, language, screen)] as const),
      )
      .filter(([, value]) => value !== '');
  const amenities = groups
    .find((group) => group.key === 'features')
    ?.attributes.filter((attribute) => attribute.kind === 'yesNo' && attribute.value)
    .map((attribute) => screen._(`propertyDetail.attribute.${attribute.key}`).toLocaleLowerCase(language));
  const featureRows = rowsOf(FEATURE_GROUPS);
  if (featureRows.length || amenities?.length) {
    heading(pdf, t(brochureTexts.features), width);
    writeRows(pdf, featureRows, width);
    if (amenities?.length) {
      const line = `${screen._('propertyDetail.group.features')}: ${amenities.join(', ')}`;
      pdf.moveDown(0.2).font('Helvetica').fontSize(9.5).fillColor(TEXT).text(printable(line), MARGIN, pdf.y, { width });
    }
  }

  // what it costs: to buy, by the same rules as the site's calculator; to rent, what moving in costs
  const costRows: (readonly [string, string])[] = [];
  let costsNote = '';
  if (forSale && property.PublishPrice && property.Price) {
    const region = property.CountryID === 10 ? regionOfZip(property.Zip) : null;
    const day = input.today ?? brusselsDay(Date.now());
    const costs = region ? purchaseCosts({ price: property.Price, region, soleOwnHome: true, newBuild: Boolean(property.VatRegime), borrowed: 0, deedDate: day }) : undefined;
    costRows.push([t(brochureTexts.price), formatEuro(property.Price, language)]);
    if (costs) {
      const amount = (keys: readonly string[]) => costs.lines.filter((line) => keys.includes(line.key)).reduce((sum, line) => sum + line.amount, 0);
      const taxes = amount(['duties', 'vat']);
      costRows.push(
        [t(property.VatRegime ? brochureTexts.vat : brochureTexts.duties), formatEuro(Math.round(taxes), language)],
        [t(brochureTexts.notary), formatEuro(Math.round(amount(['notaryFee', 'administrative', 'vatOnFees'])), language)],
        // an estimate: to the hundred euros, as the comparison writes it
        [t(brochureTexts.total), formatEuro(Math.round(costs.total / 100) * 100, language)],
      );
      costsNote = t(brochureTexts.costsNote, { date: formatDate(day, language) });
    }
    if (property.RealEstateTax) costRows.push([t(brochureTexts.propertyTax), formatEuro(property.RealEstateTax, language)]);
  } else if (!forSale) {
    const region = rentalRegionOf(property);
    for (const term of region ? rentalTerms(property, region) : []) {
      if (term.amount !== null) costRows.push([i18nOf(language)._(term.message, term.values), formatEuro(term.amount, language)]);
    }
  }
  if (costRows.length) {
    heading(pdf, t(forSale ? brochureTexts.costsToBuy : brochureTexts.costsToRent), width);
    writeRows(pdf, costRows, width);
    if (costsNote) pdf.moveDown(0.2).font('Helvetica').fontSize(8.5).fillColor(MUTED).text(printable(costsNote), MARGIN, pdf.y, { width });
  }

  // the mentions the region's law asks of an advert
  const legalRows = rowsOf(LEGAL_GROUPS);
  if (legalRows.length) {
    heading(pdf, screen._('propertyDetail.group.planning'), width);
    writeRows(pdf, legalRows, width);
  }

  // whom to ask, and the page online: one block, kept on one page
  const manager = property.Manager;
  const code = 88;
  if (manager || input.pageUrl) {
    const textWidth = input.pageUrl ? width - code - 20 : width;
    const contact = manager
      ? [
          textIn(manager.Function, language),
          manager.Phone ? `${t(brochureTexts.phone)}: ${formatPhone(manager.Phone)}` : '',
          manager.Mobile ? `${t(brochureTexts.mobile)}: ${formatPhone(manager.Mobile)}` : '',
          `${t(brochureTexts.email)}: ${manager.Email}`,
        ].filter(Boolean)
      : [];
    const online = `${t(brochureTexts.online)}. ${t(brochureTexts.scan)}`;
    const height =
      (manager ? pdf.font('Helvetica-Bold').fontSize(11).heightOfString('M', { width: textWidth }) + pdf.font('Helvetica').fontSize(10).heightOfString(printable(contact.join('\n')), { width: textWidth, lineGap: 1.5 }) + 8 : 0) +
      (input.pageUrl ? pdf.font('Helvetica').fontSize(9.5).heightOfString(printable(online), { width: textWidth }) + pdf.heightOfString(input.pageUrl, { width: textWidth }) + 4 : 0);
    heading(pdf, t(brochureTexts.contact), width, 40 + Math.max(height, input.pageUrl ? code : 0));
    const y = pdf.y;
    if (manager) {
      pdf.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printable(`${manager.FirstName} ${manager.LastName}`), MARGIN, y, { width: textWidth });
      pdf.font('Helvetica').fontSize(10).fillColor(TEXT).text(printable(contact.join('\n')), { width: textWidth, lineGap: 1.5 });
    }
    if (input.pageUrl) {
      if (manager) pdf.moveDown(0.5);
      pdf.font('Helvetica').fontSize(9.5).fillColor(TEXT).text(printable(online), MARGIN, pdf.y, { width: textWidth });
      pdf.moveDown(0.2).fillColor(ACCENT).text(input.pageUrl, { width: textWidth, link: input.pageUrl, underline: true });
      drawQrCode(pdf, input.pageUrl, MARGIN + width - code, y, code);
    }
    pdf.x = MARGIN;
    pdf.y = Math.max(pdf.y, input.pageUrl ? y + code : 0) + 8;
  }

  const range = pdf.bufferedPageRange();
  const room = pdf.page.height - pdf.page.margins.top - pdf.page.margins.bottom;
  const lastPageFilled = Math.max(0, pdf.y - pdf.page.margins.top) / room;
  pageFooters(pdf, [agency.name, agency.address, agency.phone, agency.email].filter(Boolean).join(' · '));
  pdf.end();
  return { done, pages: range.count, lastPageFilled };
}
