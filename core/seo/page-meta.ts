/**
 * What a page's head tells search engines and social networks (issue: indexable listings):
 * the canonical address, the alternates in the agency's languages (absolute, as search
 * engines require, with an x-default), the description as the spec truncates it (§5),
 * Open Graph title and picture, and the spec's language meta objects (§1: per language a
 * googleVerification, facebookVerification, nortonSafeWeb, image and robots).
 *
 * Framework-free: the server builds a page's head from it, a CMS integration can too.
 */
import { truncateText } from '../format/truncate.ts';
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import { pageParamValue, setPageParam } from '../routing/list-page.ts';

/** The spec's language meta object (§1). */
export interface LanguageMeta {
  googleVerification?: string;
  facebookVerification?: string;
  nortonSafeWeb?: string;
  /** the picture shared when the page has none of its own */
  image?: string;
  /** e.g. `noindex, nofollow` for a language still being written */
  robots?: string;
}

export const LANGUAGE_META_KEYS = ['googleVerification', 'facebookVerification', 'nortonSafeWeb', 'image', 'robots'] as const satisfies readonly (keyof LanguageMeta)[];

/** Language code (or its upper-case form, as translatable content) → its meta object. */
export type LanguageMetaSettings = Partial<Record<Language, LanguageMeta>>;

/** The longest value kept: a verification token or robots line is short; anything longer is not one. */
const MAX_META_VALUE = 500;

/**
 * The language meta objects from settings as written (JSON already parsed): keyed by
 * language code, upper case accepted; unknown keys, non-strings and empty values dropped.
 */
export function parseLanguageMeta(raw: unknown): LanguageMetaSettings {
  const settings: LanguageMetaSettings = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return settings;
  for (const language of LANGUAGES) {
    const source = (raw as Record<string, unknown>)[language] ?? (raw as Record<string, unknown>)[language.toUpperCase()];
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    const meta: LanguageMeta = {};
    for (const key of LANGUAGE_META_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_META_VALUE) meta[key] = value.trim();
    }
    if (Object.keys(meta).length > 0) settings[language] = meta;
  }
  return settings;
}

/** A page description: the text's markup stripped, truncated by the spec's rule; undefined when empty. */
export function metaDescription(text: unknown): string | undefined {
  const description = truncateText(text).trim();
  return description === '' ? undefined : description;
}

/**
 * Absolute alternates: each language's path resolved against `origin`, in the order of
 * LANGUAGES, and x-default pointing to the default language's (or else the first) page.
 */
export function absoluteAlternates(paths: Partial<Record<Language, string>>, origin: string, defaultLanguage: Language): { hreflang: string; href: string }[] {
  const links = LANGUAGES.filter((language) => paths[language]).map((language) => ({ hreflang: language, href: new URL(paths[language]!, origin).href }));
  const fallback = links.find((link) => link.hreflang === defaultLanguage) ?? links[0];
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : [];
}

/**
 * The canonical address of a list page: its path with only the page number (from 2 on),
 * so the filters a visitor chose do not make thousands of pages of the same listings.
 */
export function listCanonical(url: URL | string): string {
  const address = new URL(String(url));
  const page = Number(pageParamValue(address.searchParams));
  const canonical = new URL(address.pathname, address.origin);
  if (Number.isInteger(page) && page > 1) setPageParam(canonical.searchParams, page);
  return canonical.href;
}

export interface PageMetaInput {
  language: Language;
  /** the page's own title (without the site's name) */
  title: string;
  siteName: string;
  /** absolute */
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** already truncated (metaDescription) */
  description?: string | undefined;
  /** the page's own picture, absolute */
  image?: string | undefined;
  /** the language's meta object */
  languageMeta?: LanguageMeta | undefined;
  /** `article` for a listing's own page, else `website` */
  type?: 'website' | 'article';
}

/** One tag of the head, as its name and attributes in order. */
export type HeadTag = { tag: 'meta' | 'link'; attributes: [name: string, value: string][] };

/** Open Graph's locale for a language of a Belgian agency (de: the German-speaking community is Belgian too). */
const OG_LOCALE: Record<Language, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

/** The head's tags for a page, in a stable order (so a page's bytes and ETag stay the same). */
export function pageMetaTags(input: PageMetaInput): HeadTag[] {
  const meta = (name: string, content: string | undefined, attribute: 'name' | 'property' = 'name'): HeadTag[] =>
    content ? [{ tag: 'meta', attributes: [[attribute, name], ['content', content]] }] : [];
  const language = input.languageMeta ?? {};
  const image = input.image ?? (language.image ? new URL(language.image, input.canonical).href : undefined);
  return [
    ...meta('description', input.description),
    ...meta('robots', language.robots),
    { tag: 'link', attributes: [['rel', 'canonical'], ['href', input.canonical]] },
    ...input.alternates.map((link): HeadTag => ({ tag: 'link', attributes: [['rel', 'alternate'], ['hreflang', link.hreflang], ['href', link.href]] })),
    ...meta('og:type', input.type ?? 'website', 'property'),
    ...meta('og:site_name', input.siteName, 'property'),
    ...meta('og:title', input.title || input.siteName, 'property'),
    ...meta('og:description', input.description, 'property'),
    ...meta('og:url', input.canonical, 'property'),
    ...meta('og:locale', OG_LOCALE[input.language], 'property'),
    ...meta('og:image', image, 'property'),
    ...meta('google-site-verification', language.googleVerification),
    ...meta('facebook-domain-verification', language.facebookVerification),
    ...meta('norton-safeweb-site-verification', language.nortonSafeWeb),
  ];
}

/** The meta object for `language` in parsed settings (parseLanguageMeta). */
export function languageMetaFor(settings: LanguageMetaSettings, language: unknown): LanguageMeta | undefined {
  const lang = toLanguage(language);
  return lang ? settings[lang] : undefined;
}
