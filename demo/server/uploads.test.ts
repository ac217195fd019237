import { describe, expect, it } from 'vitest';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ARCHIVE_LIMITS, cleanFileName, detectFileType, MIME } from './uploads.ts';
import { renderPdf } from './seed/pdf.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

const WORD_TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCM_TYPES = WORD_TYPES.replace('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'application/vnd.ms-word.document.macroEnabled.main+xml');

/** A ZIP archive of `entries` (name → text), stored in that order. */
const zip = (entries: Record<string, string>, level: 0 | 6 = 6) => zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, [strToU8(text), { level }]])));

/** An OLE compound file with these streams (paths under the root). */
function compound(...streams: string[]): Uint8Array {
  const file = CFB.utils.cfb_new();
  for (const stream of streams) CFB.utils.cfb_add(file, stream, Buffer.from('content'));
  return CFB.write(file, { type: 'buffer' }) as Uint8Array;
}

const odt = (extra: Record<string, string> = {}) =>
  zip({ mimetype: MIME.odt, 'content.xml': '<office:document-content/>', 'META-INF/manifest.xml': '<manifest/>', ...extra }, 0);

describe('detectFileType', () => {
  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), MIME.pdf],
    ['Word 97 (OLE2)', compound('WordDocument', '1Table'), MIME.doc],
    ['Word (OOXML)', zip({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document/>' }), MIME.docx],
    ['OpenDocument text', odt(), MIME.odt],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0), MIME.jpeg],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52), MIME.png],
    ['WebP', Buffer.from('RIFF\0\0\0\0WEBPVP8 \0\0\0\0'), MIME.webp],
  ])('recognises %s', async (_name, input, type) => {
    expect(await detectFileType(input)).toBe(type);
  });

  it.each([
    // searched for in the bytes, "word/" once made a Word document of any ZIP
    ['a ZIP holding the text word/', zip({ 'notes.txt': 'see word/document.xml', 'data.bin': 'word/' })],
    ['a macro document renamed .docx', zip({ '[Content_Types].xml': DOCM_TYPES, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'VBA' })],
    ['a Word archive with a VBA project', zip({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'VBA' })],
    ['a Java archive', zip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\nMain-Class: Evil\n', 'Evil.class': '\xca\xfe\xba\xbe' })],
    ['a spreadsheet (OOXML)', zip({ '[Content_Types].xml': WORD_TYPES.replace('word/document', 'xl/workbook'), 'xl/workbook.xml': '<workbook/>' })],
    ['an OpenDocument text with Basic macros', odt({ 'Basic/Standard/Module1.xml': '<script:module/>' })],
    ['a Word 97 document with macros', compound('WordDocument', 'Macros/VBA/ThisDocument')],
    ['another OLE file (no WordDocument)', compound('Workbook')],
    ['a broken ZIP', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('[Content_Types].xml word/document.xml')])],
    ['an executable', bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0)],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['nothing', bytes()],
    ['a truncated PDF header', Buffer.from('%PD')],
  ])('refuses %s', async (_name, input) => {
    expect(await detectFileType(input)).toBeUndefined();
  });
});

describe('detectFileType: an archive within ARCHIVE_LIMITS, or refused unopened', () => {
  const word = (extra: Record<string, string> = {}, types = WORD_TYPES, level: 0 | 6 = 6) =>
    zip({ '[Content_Types].xml': types, 'word/document.xml': '<w:document/>', ...extra }, level);
  const parts = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`word/media/p${n}.xml`, `<p>${n}</p>`]));

  it.each([
    [`${ARCHIVE_LIMITS.entries} parts`, word(parts(ARCHIVE_LIMITS.entries - 2)), MIME.docx],
    [`${ARCHIVE_LIMITS.entries + 1} parts`, word(parts(ARCHIVE_LIMITS.entries - 1)), undefined],
    ['a part that inflates a few times its size', word({ 'word/styles.xml': '<w:style/>'.repeat(2_000) }), MIME.docx],
    [`parts claiming more than ${ARCHIVE_LIMITS.ratio} times the archive`, word({ 'word/styles.xml': ' '.repeat(5_000_000) }), undefined],
    // stored uncompressed, so that only the bytes read, not the ratio, refuse it
    [`a [Content_Types].xml of more than ${ARCHIVE_LIMITS.readBytes} bytes`, word({}, WORD_TYPES.replace('<Types ', `<Types x="${' '.repeat(ARCHIVE_LIMITS.readBytes)}" `), 0), undefined],
    [`a [Content_Types].xml just under ${ARCHIVE_LIMITS.readBytes} bytes`, word({}, WORD_TYPES.replace('<Types ', `<Types x="${' '.repeat(ARCHIVE_LIMITS.readBytes - 1_000)}" `), 0), MIME.docx],
  ])('%s: %s', async (_name, input, type) => {
    expect(await detectFileType(input)).toBe(type);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\An\\cv.docx', 'cv.docx'],
    ['bad\u0000name\r\n.pdf', 'badname.pdf'],
    // shown as "CV-Janfdp.docx" with the override kept
    ['CV-Jan\u202Excod.pdf', 'CV-Janxcod.pdf'],
    ['\u2067brief\u2069 \u200fmotivatie\u200e.pdf', 'brief motivatie.pdf'],
    ['\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2068f\u061Cg.pdf', 'abcdefg.pdf'],
    ['x\u0085y\u009F.pdf', 'xy.pdf'],
    ['Lettre de motivation – Élodie Dupré.pdf', 'Lettre de motivation – Élodie Dupré.pdf'],
    ['Bewerbung Jürgen (2).docx', 'Bewerbung Jürgen (2).docx'],
    // composed, as the agency's mail program shows it
    ['Ele\u0301onore.pdf', 'El\u00e9onore.pdf'],
    ['', 'file'],
    ['x'.repeat(300), 'x'.repeat(255)],
  ])('%j → %j', (input, output) => {
    expect(cleanFileName(input)).toBe(output);
  });
});

describe('renderPdf', () => {
  it('writes a PDF that a reader opens, with the text and the € sign', async () => {
    const pdf = renderPdf({ title: 'Brochure – Rue de l’Ange', subtitle: 'Prix: € 250.000', paragraphs: ['Een lichtrijke woning (3 slpk).'] });
    expect(await detectFileType(pdf)).toBe(MIME.pdf);
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Brochure – Rue de l’Ange');
    expect(text).toContain('Prix: € 250.000');
    expect(text).toContain('Een lichtrijke woning (3 slpk).');
  });
});
