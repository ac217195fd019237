import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressText } from '../../../core/format/address.ts';
import { priceText } from '../../../core/format/price.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import type { Property } from '../../../core/property/types.ts';
import { propertyPath } from '../../../core/routing/page-paths.ts';
import { pdfPages, pdfText } from '../../testing/pdf.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { NEARLY_EMPTY, renderBrochure } from './brochure.ts';
import { formatPhone } from '../../../core/format/phone.ts';
import { markupParagraphs } from '../../../core/format/strip-markup.ts';
import { agencyLetterhead } from './document.ts';

const PUBLIC_URL = 'https://www.immo-demo.example';
const MARQUEE_IGNORE = [2, 3, 4];

let server: TestServer;
let property: Property;
beforeAll(async () => {
  server = await startServer({ publicUrl: PUBLIC_URL, marqueeIgnore: MARQUEE_IGNORE });
  // a listing for sale whose price and address are published
  const page = (await (await server.call('/api/v1/properties?goal=sale&pageSize=50')).json()) as { items: Property[] };
  const shown = page.items.filter((item) => priceText(item, 'nl', { marqueeIgnore: MARQUEE_IGNORE }) && item.PublishAddress && item.MainPicture);
  // and with photos enough for the brochure's row of three
  for (const item of shown) {
    property = (await (await server.call(`/api/v1/properties/${item.ID}`)).json()) as Property;
    if (property.Pictures.length >= 3) break;
  }
  expect(property.Pictures.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => server.close());

const brochure = async (id: number, query = '', headers: Record<string, string> = {}) => {
  const response = await server.call(`/api/v1/properties/${id}/brochure.pdf${query}`, { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
/** The text as a reader copies it, spaces of every width as one. */
// a line may break after a compound's hyphen (Sint-|Gillis), which the reader reads as a space
const readable = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/- /g, '-');

describe('GET /properties/:id/brochure.pdf', () => {
  it.each(LANGUAGES)('is a PDF in %s with the title, price and address in that language', async (language) => {
    const { response, bytes } = await brochure(property.ID, `?lang=${language}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-language')).toBe(language);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = readable(await pdfText(bytes));
    const title = property.Title[language] ?? property.Title.nl!;
    expect(text).toContain(readable(title));
    expect(text).toContain(readable(priceText(property, language, { marqueeIgnore: MARQUEE_IGNORE })!));
    expect(text).toContain(readable(addressText(property, { lang: language })));
  });

  it('links to the property page under the configured public URL, never the request’s host', async () => {
    const { bytes } = await brochure(property.ID, '?lang=fr', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    const url = `${PUBLIC_URL}${propertyPath(property, 'fr')}`;
    // read before pdf.js takes the bytes over
    const raw = Buffer.from(bytes).toString('latin1');
    // the printed address is a link too
    expect(raw).toContain(`/URI (${url})`);
    expect(raw).not.toContain('evil.example');
    // a long address wraps onto a second line
    expect((await pdfText(bytes)).replace(/\s/g, '')).toContain(url);
  });

  it('shows the photos: one image per photo and one for the EPC label', async () => {
    const { bytes } = await brochure(property.ID, '?lang=nl');
    const images = Buffer.from(bytes).toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  it('says what a printed sheet says: the agent, the features, the costs to buy, the legal mentions, the description in its paragraphs, the EPC per year', async () => {
    const { bytes } = await brochure(property.ID, '?lang=nl');
    const text = readable(await pdfText(bytes));
    const manager = property.Manager!;
    expect(text).toContain('Uw contactpersoon');
    expect(text).toContain(`${manager.FirstName} ${manager.LastName}`);
    if (manager.Mobile) expect(text).toContain(readable(formatPhone(manager.Mobile)));
    expect(text).toContain('Kenmerken');
    expect(text).toContain('Bouwjaar');
    expect(text).toContain('Prijs en aankoopkosten');
    expect(text).toMatch(/Totaal aankoop \(raming\) € [\d.]+00 /);
    expect(text).toContain('Stedenbouw en wettelijke informatie');
    expect(text).toMatch(/kWh\/m²\.jaar/);
    // every paragraph of the description whole, in its order
    const paragraphs = markupParagraphs(property.Description!.nl);
    expect(paragraphs.length).toBeGreaterThan(1);
    let from = 0;
    for (const paragraph of paragraphs) {
      const at = text.indexOf(readable(paragraph), from);
      expect(at, paragraph).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });

  it('writes a rent with its unit, and what moving in costs', async () => {
    const page = (await (await server.call('/api/v1/properties?goal=rent&pageSize=50&lang=fr')).json()) as { items: Property[] };
    const rental = page.items.find((item) => item.PublishPrice && item.Price && item.Status === 'available' && item.Zip?.startsWith('1'))!;
    const text = readable(await pdfText((await brochure(rental.ID, '?lang=fr')).bytes));
    expect(text).toMatch(/€ par mois|€ \/ mois|par mois/);
    expect(text).toContain('Loyer et frais d’entrée');
  });

  it('ends on no nearly empty page: a sale and a let of each region, with and without an agent or a price', async () => {
    const page = (await (await server.call('/api/v1/properties?pageSize=100')).json()) as { items: Property[] };
    const sample = [...new Map(page.items.map((item) => [`${item.Goal}-${item.Zip?.[0]}-${item.PublishPrice}`, item])).values()];
    expect(sample.length).toBeGreaterThanOrEqual(8);
    for (const item of sample) {
      const pages = await pdfPages((await brochure(item.ID, '?lang=de')).bytes);
      const last = pages.at(-1)!;
      // the footer stands at the foot of every page: what the last page holds besides it
      const content = last.filter((line) => line.depth < 0.93);
      const deepest = Math.max(...content.map((line) => line.depth));
      expect(pages.length, `${item.ID}`).toBeLessThanOrEqual(4);
      // the last page's room runs from 0.07 to 0.92 of its height; a line starts a little above where its block ends
      if (pages.length > 1) expect(deepest, `${item.ID}: the last of ${pages.length} pages`).toBeGreaterThan(0.07 + NEARLY_EMPTY * 0.85 - 0.05);
    }
  });

  it('answers 404 for a listing that is not online, and 404 for an id that is none', async () => {
    expect((await brochure(999_999_999)).response.status).toBe(404);
    expect((await server.call('/api/v1/properties/abc/brochure.pdf')).status).toBe(404);
  });
});

describe('without a configured public URL', () => {
  it('prints no link and no code: the route gives renderBrochure no page address then', async () => {
    const bytes = await renderBrochure({ property, language: 'en', agency: agencyLetterhead(server.app.settings, ''), photos: [] });
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/URI');
    expect(readable(await pdfText(new Uint8Array(bytes)))).not.toContain(propertyPath(property, 'en'));
  });
});
