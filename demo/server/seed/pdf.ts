/**
 * The demo's documents (brochures, certificates, price lists): one A4 page of text in
 * the standard Helvetica fonts, which every PDF reader has, so a file needs no embedded
 * font and stays a few kilobytes. Made with pdfkit, synchronously (endSync), since the
 * seed builds its data in one pass.
 */
import PDFDocument from 'pdfkit';
import { endSync } from '../pdf/document.ts';

export interface PdfDocument {
  title: string;
  /** a line under the title, e.g. the address */
  subtitle?: string;
  /** paragraphs; each is wrapped to the page width */
  paragraphs: string[];
  /** small print at the bottom of the page */
  footer?: string;
  /** header bar colour, 0–1 per channel */
  accent?: [number, number, number];
}

const MARGIN = 56;
const BAR = 90;

export function renderPdf(document: PdfDocument): Buffer {
  const [r, g, b] = (document.accent ?? [0.18, 0.25, 0.34]).map((channel) => Math.round(channel * 255)) as [number, number, number];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: document.title, Producer: 'Immo Demo', Creator: 'Immo Demo' },
  });
  const width = pdf.page.width - MARGIN * 2;
  pdf.rect(0, 0, pdf.page.width, BAR).fill([r, g, b]);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#ffffff').text(document.title, MARGIN, 36, { width, lineBreak: false, ellipsis: true });
  pdf.x = MARGIN;
  pdf.y = BAR + 30;
  if (document.subtitle) pdf.font('Helvetica-Bold').fontSize(12).fillColor('#1a1a1a').text(document.subtitle, { width }).moveDown(1);
  for (const paragraph of document.paragraphs) {
    pdf.font('Helvetica').fontSize(11).fillColor('#1a1a1a').text(paragraph, { width, lineGap: 3 }).moveDown(0.6);
  }
  if (document.footer) {
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(8).fillColor('#737373').text(document.footer, MARGIN, pdf.page.height - MARGIN + 10, { width, lineBreak: false });
  }
  return endSync(pdf);
}
