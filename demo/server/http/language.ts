/**
 * Languages of an answer. `lang` trims every translatable text to that language (with
 * a fallback where a text lacks it); the same choice, or Accept-Language, picks the
 * language of a mail.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language, toLanguage } from '../../../core/i18n/languages.ts';

/** Where a text lacks the asked language, the first of these it has is given (Dutch and French are the most complete). */
const FALLBACK_ORDER: readonly Language[] = ['nl', 'fr', 'en', 'de'];

/**
 * The languages the site offers (`settings.languages`: with many agencies, the request's
 * agency's; else all four). A language it does not offer is read as no language at all.
 */
export function offeredLanguages(request: FastifyRequest): readonly Language[] {
  return request.server?.settings?.languages ?? LANGUAGES;
}

const offered = (request: FastifyRequest, language: Language | undefined): Language | undefined =>
  language !== undefined && offeredLanguages(request).includes(language) ? language : undefined;

/** `?lang=` when valid and offered, else undefined (the answer then keeps every language). */
export function requestedLanguage(request: FastifyRequest): Language | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return offered(request, toLanguage(query?.lang));
}

/** The visitor's language for a mail: `?lang=`, else Accept-Language, else `fallback`. */
export function visitorLanguage(request: FastifyRequest, fallback: Language): Language {
  const requested = requestedLanguage(request);
  if (requested) return requested;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const quality = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
        return { language: offered(request, toLanguage(tag)), quality: Number.isFinite(quality) ? quality : 0 };
      })
      .filter((entry): entry is { language: Language; quality: number } => entry.language !== undefined && entry.quality > 0)
      .sort((a, b) => b.quality - a.quality);
    if (ranked[0]) return ranked[0].language;
  }
  return fallback;
}

function isTranslatable(value: object): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => (LANGUAGES as readonly string[]).includes(key.toLowerCase())) &&
    Object.values(value).every((text) => typeof text === 'string' || text === null)
  );
}

function trimText(text: Record<string, unknown>, language: Language): Record<string, string> {
  const read = (code: Language) => {
    const value = text[code] ?? text[code.toUpperCase()];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const own = read(language);
  if (own !== undefined) return { [language]: own };
  for (const code of FALLBACK_ORDER) {
    const value = read(code);
    if (value !== undefined) return { [code]: value };
  }
  return {};
}

/**
 * Rewrites a JSON value for the answer: translatable texts trimmed to `language` (when
 * given), and the demo's own media paths made absolute, so pictures and documents load
 * from this server on whatever site the widgets run.
 */
export function localize<T>(value: T, language: Language | undefined, origin: string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith('/media/') ? `${origin}${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      if (language && isTranslatable(node)) return trimText(node, language);
      return Object.fromEntries(Object.entries(node).map(([key, entry]) => [key, walk(entry)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * The origin a request says it was sent to (its Host, or X-Forwarded-Host from a trusted
 * proxy): the client's word, to compare its Origin header with. Never a link's start:
 * those come from the settings (http/public-url.ts).
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
