/** Reading a PDF the server made, as a person's copy and paste would (pdfjs-dist, Mozilla's reader). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page, whitespace folded. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, standardFontDataUrl: fonts, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Each page's lines of text with how far down the page each starts (0 the top, 1 the bottom). */
export async function pdfPages(bytes: Uint8Array): Promise<{ text: string; depth: number }[][]> {
  const document = await getDocument({ data: bytes, standardFontDataUrl: fonts, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: { text: string; depth: number }[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [, , , height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ text: item.str, depth: 1 - (item.transform[5] as number) / height }] : [])),
    );
  }
  await document.destroy();
  return pages;
}
