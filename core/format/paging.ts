/**
 * The list's paging title of spec §2, "page X of Y [Z objects]", in each language, written
 * as people read a results line (and as the project list writes its own): the count first,
 * then the page, which goes when there is one page only. The object word follows each
 * language's plural rule (French: "0 bien", "1 bien"). Past the bound a search counts to
 * (RESULT_COUNT_BOUND), the count reads "more than" and the page has no "of Y": how many
 * pages there are is not known.
 */
import { formatNumber } from './numbers.ts';
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';

/** Each language's words, in this order: more than, page, of, one object, objects. */
const WORDS: Readonly<Record<Language, string>> = {
  nl: 'Meer dan|Pagina|van|pand|panden',
  fr: 'Plus de|Page|sur|bien|biens',
  en: 'More than|Page|of|property|properties',
  de: 'Mehr als|Seite|von|Immobilie|Immobilien',
};

/**
 * `pagingTitle(2, 5, 48, 'nl')` → "48 panden · Pagina 2 van 5"; with `moreThanTotal`
 * (the answer's flag), `pagingTitle(3, 84, 1000, 'nl', true)` → "Meer dan 1.000 panden ·
 * Pagina 3". Counts are whole and kept in range: no results reads "0 panden", a page past
 * the end the last page. An unknown language reads as the agency's first language (nl).
 */
export function pagingTitle(page: unknown, pageCount: unknown, total: unknown, lang: unknown, moreThanTotal?: unknown): string {
  const language = toLanguage(lang) ?? LANGUAGES[0];
  const [more, pageWord, of, one, other] = WORDS[language].split('|');
  const pages = Math.max(1, whole(pageCount));
  const current = Math.min(pages, Math.max(1, whole(page)));
  const count = Math.max(0, whole(total));
  const format = (value: number) => formatNumber(value, language);
  const object = new Intl.PluralRules(language).select(count) === 'one' ? one : other;
  const counted = `${format(count)} ${object}`;
  if (moreThanTotal === true) return `${more} ${counted} · ${pageWord} ${format(current)}`;
  return pages > 1 ? `${counted} · ${pageWord} ${format(current)} ${of} ${format(pages)}` : counted;
}

function whole(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : 0;
}
