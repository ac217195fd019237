/**
 * The agency's PDF documents, made with pdfkit: a header with the agency's name and
 * contact details, a title, paragraphs, and fields to fill in by hand (a label over a
 * ruled line, or a value already filled in). One layout for every document the server
 * hands out (the forms to download, an offer), so they look like one agency's papers.
 *
 * The standard Helvetica fonts (WinAnsi: every letter of nl, fr, en and de, and €) need
 * no embedded font, so a document is a few kilobytes.
 */
import PDFDocument from 'pdfkit';
import type { ServerSettings } from '../config.ts';

export interface AgencyLetterhead {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** the site, shown under the contact details */
  website?: string;
}

export interface DocumentField {
  label: string;
  /** already known (the property's reference): printed instead of a line to write on */
  value?: string;
  /** lines to write on (default 1) */
  lines?: number;
  /** share of the row's width, for fields side by side (default: the whole row) */
  width?: 'full' | 'half';
}

export interface DocumentSection {
  heading?: string;
  paragraphs?: readonly string[];
  fields?: readonly DocumentField[];
  /** items of a list (what the applicant confirms) */
  items?: readonly string[];
}

export interface AgencyDocument {
  agency: AgencyLetterhead;
  /** the PDF's language (its `Lang` entry, for screen readers) */
  language: string;
  title: string;
  /** a line under the title: the property it is about */
  subtitle?: string;
  sections: readonly DocumentSection[];
  /** small print at the bottom of each page */
  footer?: string;
}

/** The agency's letterhead from the server's settings; `siteUrl` is the public site. */
export function agencyLetterhead(
  settings: Pick<ServerSettings, 'agencyName' | 'agencyAddress' | 'agencyPhone' | 'agencyEmail'>,
  siteUrl: string,
): AgencyLetterhead {
  return {
    name: settings.agencyName,
    address: settings.agencyAddress,
    phone: settings.agencyPhone,
    email: settings.agencyEmail,
    website: siteUrl.replace(/^https?:\/\//, ''),
  };
}

/**
 * WinAnsi has no narrow no-break space (French punctuation) and no subscript two (CO₂):
 * pdfkit would write another glyph in their place, so they become a no-break space and a 2.
 */
export const printable = (text: string) => text.replaceAll('\u202f', '\u00a0').replaceAll('₂', '2');

export const ACCENT = '#2f4057';
export const TEXT = '#1d1d1f';
export const MUTED = '#5f6368';
export const MARGIN = 56;

/**
 * The bytes of a pdfkit document that was just ended, read at once: pdfkit writes the
 * whole file into its stream's buffer when `end()` is called, so the seed, which builds
 * hundreds of small files in one synchronous pass, needs no promise. Throws if the file
 * is not complete, should a pdfkit release ever write later.
 */
export function endSync(pdf: PDFKit.PDFDocument): Buffer {
  pdf.end();
  const chunks: Buffer[] = [];
  for (let chunk = pdf.read() as Buffer | null; chunk !== null; chunk = pdf.read() as Buffer | null) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('pdfkit did not write the whole file at end()');
  return bytes;
}

/**
 * An A4 pdfkit document on the agency's papers: its language (the PDF's `Lang`, for screen
 * readers), title and author set, pages kept for the footers; `done` resolves with the
 * file's bytes once it is ended.
 */
export function startDocument(document: { language: string; title: string; agency: AgencyLetterhead }): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    lang: document.language,
    displayTitle: true,
    info: { Title: document.title, Author: document.agency.name, Creator: document.agency.name, Producer: document.agency.name },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** A4, filled in with `document`; resolves with the file's bytes. */
export function renderDocument(document: AgencyDocument): Promise<Buffer> {
  const { pdf, done } = startDocument(document);

  const width = pdf.page.width - MARGIN * 2;
  letterhead(pdf, document.agency, width);
  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(printable(document.title), { width });
  if (document.subtitle) pdf.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(TEXT).text(printable(document.subtitle), { width });
  pdf.moveDown(0.8);

  for (const section of document.sections) {
    if (section.heading) {
      keepTogether(pdf, 90);
      pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(printable(section.heading), { width });
      pdf.moveDown(0.3);
    }
    for (const paragraph of section.paragraphs ?? []) {
      pdf.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(printable(paragraph), { width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
    if (section.items?.length) {
      pdf.font('Helvetica').fontSize(10.5).fillColor(TEXT).list(section.items.map(printable), { width, lineGap: 2, bulletRadius: 2, textIndent: 12 });
      pdf.moveDown(0.5);
    }
    writeFields(pdf, section.fields ?? [], width);
  }

  if (document.footer) pageFooters(pdf, document.footer);
  pdf.end();
  return done;
}

/** `footer` and the page number at the bottom of every page of a document started with startDocument. */
export function pageFooters(pdf: PDFKit.PDFDocument, footer: string): void {
  const width = pdf.page.width - MARGIN * 2;
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(printable(`${footer} · ${index + 1}/${range.count}`), MARGIN, pdf.page.height - MARGIN + 6, { width, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}

export function letterhead(pdf: PDFKit.PDFDocument, agency: AgencyLetterhead, width: number): void {
  const top = pdf.y;
  pdf.rect(MARGIN, top, width, 3).fill(ACCENT);
  pdf.moveDown(0.6);
  pdf.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(printable(agency.name), MARGIN, pdf.y, { width });
  const contact = [agency.address, `${agency.phone} · ${agency.email}`, agency.website].filter(Boolean).join('\n');
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(printable(contact), { width, lineGap: 1 });
}

/** Starts a new page when less than `height` points are left, so a heading is not left alone at the bottom. */
export function keepTogether(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

function writeFields(pdf: PDFKit.PDFDocument, fields: readonly DocumentField[], width: number): void {
  const gap = 18;
  let index = 0;
  while (index < fields.length) {
    const field = fields[index]!;
    const next = fields[index + 1];
    const pair = field.width === 'half' && next?.width === 'half';
    const row = pair ? [field, next] : [field];
    const cellWidth = pair ? (width - gap) / 2 : width;
    const lines = Math.max(...row.map((cell) => (cell.value ? 1 : (cell.lines ?? 1))));
    keepTogether(pdf, 16 + lines * 22);
    const top = pdf.y;
    let bottom = top;
    row.forEach((cell, column) => {
      const x = MARGIN + column * (cellWidth + gap);
      pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(printable(cell.label), x, top, { width: cellWidth });
      let y = pdf.y + 2;
      if (cell.value) {
        pdf.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printable(cell.value), x, y, { width: cellWidth });
        y = pdf.y + 4;
      } else {
        for (let line = 0; line < (cell.lines ?? 1); line += 1) {
          y += 20;
          pdf.moveTo(x, y).lineTo(x + cellWidth, y).lineWidth(0.6).strokeColor('#9aa0a6').stroke();
        }
        y += 6;
      }
      bottom = Math.max(bottom, y);
    });
    pdf.x = MARGIN;
    pdf.y = bottom + 6;
    index += row.length;
  }
}
