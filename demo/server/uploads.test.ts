import { describe, expect, it } from 'vitest';
import { cleanFileName, detectFileType, MIME } from './uploads.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderPdf } from './seed/pdf.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileType', () => {
  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n'), MIME.pdf],
    ['Word 97 (OLE2)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), MIME.doc],
    ['Word (OOXML zip)', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....[Content_Types].xml word/document.xml')]), MIME.docx],
    ['OpenDocument text', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.textPK')]), MIME.odt],
    ['OpenDocument spreadsheet', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')]), undefined],
    ['another zip', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....xl/workbook.xml')]), undefined],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), MIME.jpeg],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), MIME.png],
    ['WebP', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), MIME.webp],
    ['an executable', bytes(0x4d, 0x5a, 0x90, 0), undefined],
    ['HTML', Buffer.from('<html><script>'), undefined],
    ['nothing', bytes(), undefined],
    ['a truncated PDF header', Buffer.from('%PD'), undefined],
  ])('%s', (_name, input, type) => {
    expect(detectFileType(input)).toBe(type);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\An\\cv.docx', 'cv.docx'],
    ['bad\u0000name\r\n.pdf', 'badname.pdf'],
    ['', 'file'],
    ['x'.repeat(300), 'x'.repeat(255)],
  ])('%j → %j', (input, output) => {
    expect(cleanFileName(input)).toBe(output);
  });
});

describe('renderPdf', () => {
  it('writes a PDF that a reader opens, with the text and the € sign', async () => {
    const pdf = renderPdf({ title: 'Brochure – Rue de l’Ange', subtitle: 'Prix: € 250.000', paragraphs: ['Een lichtrijke woning (3 slpk).'] });
    expect(detectFileType(pdf)).toBe(MIME.pdf);
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Brochure – Rue de l’Ange');
    expect(text).toContain('Prix: € 250.000');
    expect(text).toContain('Een lichtrijke woning (3 slpk).');
  });
});
