/**
 * The list's paging title of spec §2, "page X of Y [Z objects]", in each language, written
 * as people read a results line (and as the project list writes its own): the count first,
 * then the page, which goes when there is one page only. The object word follows each
 * language's plural rule (French: "0 bien", "1 bien").
 */
import { localeOf } from './numbers.ts';
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';

interface PagingWords {
  page: string;
  of: string;
  one: string;
  other: string;
}

const WORDS: Readonly<Record<Language, PagingWords>> = {
  nl: { page: 'Pagina', of: 'van', one: 'pand', other: 'panden' },
  fr: { page: 'Page', of: 'sur', one: 'bien', other: 'biens' },
  en: { page: 'Page', of: 'of', one: 'property', other: 'properties' },
  de: { page: 'Seite', of: 'von', one: 'Objekt', other: 'Objekte' },
};

const plurals = new Map<Language, Intl.PluralRules>();
const numbers = new Map<Language, Intl.NumberFormat>();

/**
 * `pagingTitle(2, 5, 48, 'nl')` → "48 panden · Pagina 2 van 5". Counts are whole and
 * kept in range: no results reads "0 panden", a page past the end the last page. An unknown language reads as the agency's first language (nl).
 */
export function pagingTitle(page: unknown, pageCount: unknown, total: unknown, lang: unknown): string {
  const language = toLanguage(lang) ?? LANGUAGES[0];
  const words = WORDS[language];
  const pages = Math.max(1, whole(pageCount));
  const current = Math.min(pages, Math.max(1, whole(page)));
  const count = Math.max(0, whole(total));
  const plural = cached(plurals, language, () => new Intl.PluralRules(language)).select(count);
  const format = cached(numbers, language, () => new Intl.NumberFormat(localeOf(language))).format;
  const object = plural === 'one' ? words.one : words.other;
  const counted = `${format(count)} ${object}`;
  return pages > 1 ? `${counted} · ${words.page} ${format(current)} ${words.of} ${format(pages)}` : counted;
}

function whole(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : 0;
}

function cached<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
