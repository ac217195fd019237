import { describe, expect, it } from 'vitest';
import { absoluteAlternates, languageMetaFor, listCanonical, metaDescription, pageMetaTags, parseLanguageMeta } from './page-meta.ts';

const words = (count: number, word = 'abcd') => Array.from({ length: count }, () => word).join(' ');

describe('metaDescription: the spec’s truncation (250, word boundary after 80 %, ellipsis)', () => {
  it.each([
    ['empty', '', undefined],
    ['only markup', '<p> </p>', undefined],
    ['short text stays whole', '<p>Ruime <b>woning</b></p>', 'Ruime woning'],
    // 50 words of 4 + 49 spaces = 249 characters: fits
    ['249 characters', words(50), words(50)],
    // 51 words = 254: cut at the last space within 250 (index 249 > 200), ellipsis after
    ['254 characters', words(51), `${words(50)}…`],
    // 10 words of 30 = 309: the last space within 250 is at 247
    ['309 characters', words(10, 'y'.repeat(30)), `${words(8, 'y'.repeat(30))}…`],
  ])('%s', (_name, text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it('cuts at the limit when the last word boundary lies before 80 % of it', () => {
    const text = `${'x'.repeat(199)} ${'y'.repeat(100)}`;
    expect(metaDescription(text)).toBe(`${'x'.repeat(199)} ${'y'.repeat(50)}…`);
  });
});

describe('absoluteAlternates', () => {
  it.each([
    [
      'four languages, x-default to the default one',
      { fr: '/fr/a-vendre/', nl: '/nl/te-koop/', de: '/de/zu-verkaufen/', en: '/en/for-sale/' },
      'fr',
      [
        ['nl', 'https://immo.example/nl/te-koop/'],
        ['fr', 'https://immo.example/fr/a-vendre/'],
        ['en', 'https://immo.example/en/for-sale/'],
        ['de', 'https://immo.example/de/zu-verkaufen/'],
        ['x-default', 'https://immo.example/fr/a-vendre/'],
      ],
    ],
    [
      'the default language missing: x-default to the first',
      { en: '/en/for-sale/', de: 'https://other.example/de/' },
      'nl',
      [
        ['en', 'https://immo.example/en/for-sale/'],
        ['de', 'https://other.example/de/'],
        ['x-default', 'https://immo.example/en/for-sale/'],
      ],
    ],
    ['none', {}, 'nl', []],
  ] as const)('%s', (_name, paths, defaultLanguage, expected) => {
    expect(absoluteAlternates(paths, 'https://immo.example', defaultLanguage).map((link) => [link.hreflang, link.href])).toEqual(expected);
  });
});

describe('listCanonical keeps only the page number from 2 on', () => {
  it.each([
    ['https://immo.example/nl/te-koop/', 'https://immo.example/nl/te-koop/'],
    ['https://immo.example/nl/te-koop/?pg=1', 'https://immo.example/nl/te-koop/'],
    ['https://immo.example/nl/te-koop/?pg=2', 'https://immo.example/nl/te-koop/?pg=2'],
    ['https://immo.example/nl/te-koop/?sort=price&pg=3&utm_source=x', 'https://immo.example/nl/te-koop/?pg=3'],
    ['https://immo.example/nl/te-koop/?pg=abc', 'https://immo.example/nl/te-koop/'],
    ['https://immo.example/nl/te-koop/?pg=2.5', 'https://immo.example/nl/te-koop/'],
    ['https://immo.example/nl/te-koop/?pg=-2', 'https://immo.example/nl/te-koop/'],
    // a link from before the page had its own name: the same page, under the name used now
    ['https://immo.example/nl/te-koop/?page=2', 'https://immo.example/nl/te-koop/?pg=2'],
    ['https://immo.example/nl/te-koop/?page=1', 'https://immo.example/nl/te-koop/'],
  ])('%s → %s', (url, expected) => {
    expect(listCanonical(url)).toBe(expected);
  });
});

describe('parseLanguageMeta: the spec’s language meta objects', () => {
  it.each([
    ['not an object', 'robots', {}],
    ['an array', [], {}],
    ['one language', { nl: { robots: 'noindex' } }, { nl: { robots: 'noindex' } }],
    ['the upper-case code accepted', { FR: { googleVerification: 'abc' } }, { fr: { googleVerification: 'abc' } }],
    ['the lower-case code wins', { de: { robots: 'index' }, DE: { robots: 'noindex' } }, { de: { robots: 'index' } }],
    [
      'every key, trimmed',
      { en: { googleVerification: ' g ', facebookVerification: 'f', nortonSafeWeb: 'n', image: '/og.jpg', robots: 'index, follow' } },
      { en: { googleVerification: 'g', facebookVerification: 'f', nortonSafeWeb: 'n', image: '/og.jpg', robots: 'index, follow' } },
    ],
    ['unknown keys, non-strings and empty values dropped', { nl: { author: 'x', robots: 3, image: ' ' } }, {}],
    ['a value too long to be one dropped', { nl: { robots: 'x'.repeat(501) } }, {}],
    ['an unknown language dropped', { es: { robots: 'noindex' } }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(parseLanguageMeta(raw)).toEqual(expected);
  });

  it('finds the object of a language', () => {
    const settings = parseLanguageMeta({ nl: { robots: 'noindex' } });
    expect(languageMetaFor(settings, 'nl-BE')).toEqual({ robots: 'noindex' });
    expect(languageMetaFor(settings, 'fr')).toBeUndefined();
    expect(languageMetaFor(settings, 'xx')).toBeUndefined();
  });
});

describe('pageMetaTags', () => {
  const base = {
    language: 'fr' as const,
    title: 'Maison à Namur',
    siteName: 'Immo Demo',
    canonical: 'https://immo.example/fr/a-vendre/namur/maison-12/',
    alternates: [{ hreflang: 'nl', href: 'https://immo.example/nl/te-koop/namen/huis-12/' }],
  };
  const render = (tags: ReturnType<typeof pageMetaTags>) => tags.map(({ tag, attributes }) => `${tag} ${attributes.map(([name, value]) => `${name}=${value}`).join(' ')}`);

  it('a page with its own description and picture', () => {
    expect(render(pageMetaTags({ ...base, description: 'Belle maison', image: 'https://immo.example/media/1.jpg', type: 'article' }))).toEqual([
      'meta name=description content=Belle maison',
      'link rel=canonical href=https://immo.example/fr/a-vendre/namur/maison-12/',
      'link rel=alternate hreflang=nl href=https://immo.example/nl/te-koop/namen/huis-12/',
      'meta property=og:type content=article',
      'meta property=og:site_name content=Immo Demo',
      'meta property=og:title content=Maison à Namur',
      'meta property=og:description content=Belle maison',
      'meta property=og:url content=https://immo.example/fr/a-vendre/namur/maison-12/',
      'meta property=og:locale content=fr_BE',
      'meta property=og:image content=https://immo.example/media/1.jpg',
    ]);
  });

  it('the language meta object: verifications, robots, and its picture when the page has none', () => {
    const tags = render(
      pageMetaTags({
        ...base,
        languageMeta: { googleVerification: 'g1', facebookVerification: 'f1', nortonSafeWeb: 'n1', image: '/share.jpg', robots: 'noindex' },
      }),
    );
    expect(tags).toContain('meta name=robots content=noindex');
    expect(tags).toContain('meta property=og:image content=https://immo.example/share.jpg');
    expect(tags).toContain('meta name=google-site-verification content=g1');
    expect(tags).toContain('meta name=facebook-domain-verification content=f1');
    expect(tags).toContain('meta name=norton-safeweb-site-verification content=n1');
    expect(tags).not.toContain(expect.stringMatching(/name=description/));
  });

  it('the page’s own picture wins over the language’s', () => {
    const tags = render(pageMetaTags({ ...base, image: 'https://immo.example/media/2.jpg', languageMeta: { image: '/share.jpg' } }));
    expect(tags.filter((tag) => tag.includes('og:image'))).toEqual(['meta property=og:image content=https://immo.example/media/2.jpg']);
  });

  it('a page without a title of its own shares the site’s name', () => {
    expect(render(pageMetaTags({ ...base, title: '' }))).toContain('meta property=og:title content=Immo Demo');
  });
});
