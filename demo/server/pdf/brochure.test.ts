import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressText } from '../../../core/format/address.ts';
import { priceText } from '../../../core/format/price.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import type { Property } from '../../../core/property/types.ts';
import { propertyPath } from '../../../core/routing/page-paths.ts';
import { pdfText } from '../../testing/pdf.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { renderBrochure } from './brochure.ts';
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
