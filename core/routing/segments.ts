/**
 * Paths as lookups compare them: a list of lower-case segments without diacritics, so
 * `/Nos-biens/`, `/nos-biens` and `/Documents-%C3%A0-t%C3%A9l%C3%A9charger/` are read
 * the way a visitor means them. Templates (`/fr/bien/{id}/`) are split the same way.
 */
import { type Language, LANGUAGES } from '../i18n/languages.ts';
import type { RouteParam } from './routes.ts';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // a stray "%" is part of what the visitor typed, not an escape
    return segment;
  }
}

function comparable(segment: string): string {
  return segment.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The path part of `path` (a full URL's pathname; no query, no hash) as segments. */
export function pathSegments(path: unknown): string[] | undefined {
  if (typeof path !== 'string') return undefined;
  let pathname = path.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return undefined;
    }
  }
  pathname = pathname.split(/[?#]/)[0] ?? '';
  return pathname
    .split('/')
    .map((segment) => comparable(decode(segment)).trim())
    .filter((segment) => segment !== '' && segment !== '.');
}

/** The query and hash of `path` (`?goal=sale#top`), kept when a path changes language. */
export function pathSuffix(path: string): string {
  const start = path.search(/[?#]/);
  return start < 0 ? '' : path.slice(start);
}

/** The language a first segment names: exactly a language code, nothing else. */
export function languageSegment(segment: string | undefined): Language | undefined {
  return (LANGUAGES as readonly string[]).includes(segment ?? '') ? (segment as Language) : undefined;
}

const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The id a segment carries: `12`, or a slug ending in `-12` (`appartement-lumineux-12`),
 * without leading zeros.
 */
export function idOfSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || !SLUG_SEGMENT.test(segment)) return undefined;
  return /(?:^|-)0*(\d+)$/.exec(segment)?.[1];
}

const PARAM = /^\{(id|slug)(\?)?\}$/;

export function isTemplate(template: unknown): boolean {
  return typeof template === 'string' && template.includes('{');
}

/**
 * The parameters of `segments` read through `template`, or undefined when they do not
 * fit it. `{id}` takes a segment with an id, `{slug}` any slug-like segment, `{id?}` may
 * be absent (only as the last segment).
 */
export function matchTemplate(
  template: unknown,
  segments: readonly string[],
): Partial<Record<RouteParam, string>> | undefined {
  // a hand-made table may miss a language
  if (typeof template !== 'string') return undefined;
  const parts = template.split('/').filter((part) => part !== '');
  const params: Partial<Record<RouteParam, string>> = {};
  const optionalLast = PARAM.exec(parts[parts.length - 1] ?? '')?.[2] === '?';
  if (segments.length !== parts.length && !(optionalLast && segments.length === parts.length - 1)) return undefined;
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    const param = PARAM.exec(part);
    if (!param) {
      if (segment !== comparable(part)) return undefined;
      continue;
    }
    if (segment === undefined) continue;
    const name = param[1] as RouteParam;
    const value = name === 'id' ? idOfSegment(segment) : SLUG_SEGMENT.test(segment) ? segment : undefined;
    if (value === undefined) return undefined;
    params[name] = value;
  }
  return params;
}
