/**
 * A property's brochure: one or two A4 pages on the agency's papers (./document.ts) a
 * visitor prints or keeps, in the page's language: the title, address and price, the
 * first photos, the key figures, the EPC label, the description, and the property's page
 * on the agency's site as a link and a QR code to scan from the paper. The page's address
 * comes from the server's configured public URL, never from a request: without one the
 * brochure has no link and no code.
 */
import QRCode from 'qrcode';
import { addressText } from '../../../core/format/address.ts';
import { formatNumber } from '../../../core/format/numbers.ts';
import { priceText } from '../../../core/format/price.ts';
import { stripMarkup } from '../../../core/format/strip-markup.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/translatable.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import { epcImage, epcLabel, epcLabelDisplay } from '../../../core/property/epc.ts';
import { regionOfZip } from '../../../core/property/region.ts';
import { propertyTitle } from '../../../core/property/title.ts';
import type { Property } from '../../../core/property/types.ts';
import { epcImages } from '../../../tools/epc-images.ts';
import { reencodeImage } from '../images.ts';
import { translator } from '../mail/i18n.ts';
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
  online: /*i18n*/ { id: 'server.brochure.online', message: 'This property online' },
  scan: /*i18n*/ { id: 'server.brochure.scan', message: 'Scan the code to open its page, with every photo and the way to ask for a visit.' },
} satisfies Record<string, MessageDescriptor>;

/** The photos a brochure shows: the first, large, and two beside each other under it. */
export const BROCHURE_PHOTOS = 3;

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

export async function renderBrochure(input: BrochureInput): Promise<Buffer> {
  const { property, language, agency, photos } = input;
  const t = translator(language);
  const title = propertyTitle(property, language);
  const { pdf, done } = startDocument({ language, title, agency });
  const width = pdf.page.width - MARGIN * 2;

  letterhead(pdf, agency, width);
  pdf.moveDown(1);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(printable(title), { width });
  const address = addressText(property, { lang: language });
  if (address) pdf.font('Helvetica').fontSize(12).fillColor(TEXT).text(printable(address), { width });
  const price = priceText(property, language, { marqueeIgnore: [...(input.marqueeIgnore ?? [])] });
  if (price) pdf.moveDown(0.2).font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(printable(price), { width });
  pdf.moveDown(0.6);

  const [first, ...others] = photos;
  if (first) {
    const height = width * 0.42;
    keepTogether(pdf, height);
    pdf.image(first, MARGIN, pdf.y, { fit: [width, height], align: 'center', valign: 'center' });
    pdf.y += height + 8;
    if (others.length) {
      const gap = 8;
      const cellWidth = (width - gap) / 2;
      const cellHeight = cellWidth * 0.5;
      keepTogether(pdf, cellHeight);
      others.slice(0, 2).forEach((photo, index) => {
        pdf.image(photo, MARGIN + index * (cellWidth + gap), pdf.y, { fit: [cellWidth, cellHeight], align: 'center', valign: 'center' });
      });
      pdf.y += cellHeight + 8;
    }
  }

  const figures: [MessageDescriptor, string | null][] = [
    [brochureTexts.price, price],
    [brochureTexts.type, textIn(property.TypeName, language) || null],
    [brochureTexts.bedrooms, property.Bedrooms === null ? null : formatNumber(property.Bedrooms, language)],
    [brochureTexts.bathrooms, property.Bathrooms === null ? null : formatNumber(property.Bathrooms, language)],
    [brochureTexts.livingArea, property.SurfaceLiving === null ? null : `${formatNumber(property.SurfaceLiving, language)} m²`],
    [brochureTexts.plot, property.SurfaceGround === null ? null : `${formatNumber(property.SurfaceGround, language)} m²`],
    [brochureTexts.reference, property.Reference ?? String(property.ID)],
  ];
  const epc = await epcPicture(property);
  const shown = figures.filter((figure): figure is [MessageDescriptor, string] => Boolean(figure[1]));
  const rowHeight = 26;
  const columns = 2;
  keepTogether(pdf, 40 + Math.ceil(shown.length / columns) * rowHeight + (epc ? 50 : 0));
  pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(printable(t(brochureTexts.keyFigures)), MARGIN, pdf.y, { width });
  pdf.moveDown(0.3);
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
    const value = property.EnergyPerformance === null ? '' : `${formatNumber(property.EnergyPerformance, language)} kWh/m²`;
    const y = pdf.y + 2;
    pdf.image(epc.png, MARGIN, y, { height: 30 });
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printable(`${epc.text}${value ? ` · ${value}` : ''}`), MARGIN + 84, y + 9, { width: width - 84 });
    pdf.x = MARGIN;
    pdf.y = y + 38;
  }

  const description = stripMarkup(textIn(property.Description, language));
  if (description) {
    keepTogether(pdf, 90);
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(printable(t(brochureTexts.description)), MARGIN, pdf.y, { width });
    pdf.moveDown(0.3);
    for (const paragraph of description.split(/\n\s*\n/)) {
      pdf.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(printable(paragraph.trim()), { width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
  }

  if (input.pageUrl) {
    const code = 96;
    keepTogether(pdf, code + 30);
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(printable(t(brochureTexts.online)), MARGIN, pdf.y, { width });
    const y = pdf.y + 6;
    drawQrCode(pdf, input.pageUrl, MARGIN, y, code);
    const textX = MARGIN + code + 16;
    pdf.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(printable(t(brochureTexts.scan)), textX, y + 8, { width: width - code - 16 });
    pdf.moveDown(0.4).fillColor(ACCENT).text(input.pageUrl, { width: width - code - 16, link: input.pageUrl, underline: true });
    pdf.x = MARGIN;
    pdf.y = Math.max(pdf.y, y + code) + 8;
  }

  pageFooters(pdf, [agency.name, agency.address, agency.phone, agency.email].filter(Boolean).join(' · '));
  pdf.end();
  return done;
}
