/**
 * A small PDF writer for the demo's documents (brochures, certificates, price lists):
 * one A4 page of text in the standard Helvetica fonts, which every PDF reader has,
 * so the file needs no embedded font and stays a few kilobytes.
 */

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

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_CHARS = 92;

/** WinAnsiEncoding for the few characters above Latin-1 that listings use. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‚': 0x82, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

function encode(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0)!;
    const byte = code <= 0xff ? code : char === '₂' ? 0x32 : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

function wrap(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function renderPdf(document: PdfDocument): Buffer {
  const [r, g, b] = document.accent ?? [0.18, 0.25, 0.34];
  const ops: string[] = [`${r} ${g} ${b} rg`, `0 ${PAGE_HEIGHT - 90} ${PAGE_WIDTH} 90 re f`, '1 1 1 rg'];
  ops.push('BT', '/F2 20 Tf', `${MARGIN} ${PAGE_HEIGHT - 55} Td`, `(${encode(document.title)}) Tj`, 'ET');
  ops.push('0.1 0.1 0.1 rg');
  let y = PAGE_HEIGHT - 125;
  if (document.subtitle) {
    ops.push('BT', '/F2 12 Tf', `${MARGIN} ${y} Td`, `(${encode(document.subtitle)}) Tj`, 'ET');
    y -= 28;
  }
  for (const paragraph of document.paragraphs) {
    for (const line of wrap(paragraph)) {
      if (y < MARGIN + 40) break;
      ops.push('BT', '/F1 11 Tf', `${MARGIN} ${y} Td`, `(${encode(line)}) Tj`, 'ET');
      y -= 15;
    }
    y -= 9;
  }
  if (document.footer) {
    ops.push('0.45 0.45 0.45 rg', 'BT', '/F1 8 Tf', `${MARGIN} ${MARGIN - 20} Td`, `(${encode(document.footer)}) Tj`, 'ET');
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${encode(document.title)}) /Producer (Immo Demo) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
