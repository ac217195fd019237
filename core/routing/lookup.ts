/**
 * The lookup rules of spec §2: a path → the page it shows, in which language, with which
 * parameters. Unknown input gives undefined, never an exception.
 */
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import type { Route, RouteKey, RouteParam, RouteTable } from './routes.ts';
import { isTemplate, languageSegment, matchTemplate, pathSegments } from './segments.ts';

export interface RouteMatch {
  readonly route: Route;
  /** the language of the path's first segment, else the language the lookup was asked in */
  readonly language: Language;
  readonly params: Readonly<Partial<Record<RouteParam, string>>>;
  /**
   * The pages above, nearest first. Usually the route's own breadcrumb; a property
   * reached under the for-sale or for-rent page has that page as its parent.
   */
  readonly breadcrumb: readonly RouteKey[];
  /** for a property slug path, what follows its listing page (`bruxelles/appartement-12/`) */
  readonly slug?: string;
}

/**
 * Spec §2: "the generic paths for-sale and for-rent fall back to any path whose original
 * path ends with that segment". Only these two: any other unknown path is not found.
 */
export const GENERIC_SEGMENTS = ['for-sale', 'for-rent'] as const;

/** A property slug path has at most a region and a title after its for-sale/for-rent page. */
const MAX_SLUG_SEGMENTS = 2;

function withoutLanguage(template: string | undefined): string | undefined {
  return template?.replace(/^\/[a-z]{2}(?=\/)/, '');
}

function match(route: Route, language: Language, params: RouteMatch['params']): RouteMatch {
  return { route, language, params, breadcrumb: route.breadcrumb ?? [] };
}

/**
 * The route `segments` name exactly. In order of precedence: a localized path, an
 * original path after an optional language segment, a localized path written without
 * its language segment (`/te-koop/`). Fixed paths win over templates, so that
 * `/fr/services/vendre/` is the selling page and not an article called "vendre".
 */
function exactMatch(table: RouteTable, segments: readonly string[], asked: Language | undefined): RouteMatch | undefined {
  const prefix = languageSegment(segments[0]);
  const rest = prefix ? segments.slice(1) : segments;
  const language = prefix ?? asked ?? LANGUAGES[0];
  for (const templates of [false, true]) {
    const candidates = table.filter((route) => isTemplate(route.original) === templates);
    for (const route of candidates) {
      for (const pathLanguage of LANGUAGES) {
        const params = matchTemplate(route.paths[pathLanguage], segments);
        if (params) return match(route, pathLanguage, params);
      }
    }
    for (const route of candidates) {
      const params = matchTemplate(route.original, rest);
      if (params) return match(route, language, params);
    }
    for (const route of candidates) {
      for (const pathLanguage of LANGUAGES) {
        const params = matchTemplate(withoutLanguage(route.paths[pathLanguage]), rest);
        // `/te-koop/` alone is Dutch, unless the visitor's language is known
        if (params) return match(route, prefix ?? asked ?? pathLanguage, params);
      }
    }
  }
  return undefined;
}

/** A generic `…/for-sale/` or `…/for-rent/` → the route whose original path ends with it. */
function genericMatch(table: RouteTable, segments: readonly string[], asked: Language | undefined): RouteMatch | undefined {
  const last = segments[segments.length - 1];
  if (!(GENERIC_SEGMENTS as readonly string[]).includes(last ?? '')) return undefined;
  const route = table.find((candidate) => pathSegments(candidate.original)?.at(-1) === last);
  return route && match(route, languageSegment(segments[0]) ?? asked ?? LANGUAGES[0], {});
}

function pageMatch(table: RouteTable, segments: readonly string[], asked: Language | undefined): RouteMatch | undefined {
  return exactMatch(table, segments, asked) ?? genericMatch(table, segments, asked);
}

/**
 * Spec §2 property paths: `/fr/a-vendre/bruxelles/appartement-lumineux-12/`, a listing
 * page with a goal, then an optional region and a title ending in the id.
 */
function propertySlugMatch(
  table: RouteTable,
  segments: readonly string[],
  asked: Language | undefined,
): RouteMatch | undefined {
  const property = table.find((route) => route.key === 'property');
  if (!property) return undefined;
  const id = matchTemplate('{id}', segments.slice(-1))?.id;
  if (id === undefined) return undefined;
  for (let tail = 1; tail <= MAX_SLUG_SEGMENTS && tail < segments.length; tail++) {
    const listing = pageMatch(table, segments.slice(0, -tail), asked);
    if (listing?.route.attributes?.goal && Object.keys(listing.params).length === 0) {
      return {
        route: property,
        language: listing.language,
        params: { id },
        breadcrumb: [listing.route.key, ...listing.breadcrumb],
        slug: `${segments.slice(-tail).join('/')}/`,
      };
    }
  }
  return undefined;
}

/**
 * A CMS shows editors a page at its path with a "preview" segment added (which also
 * turns every cookie category on, see isPreviewPath): the page is the same.
 */
const PREVIEW_SEGMENT = 'preview';

/**
 * The page `path` shows. The language is the path's first segment when it is a language
 * code, else `language`, else (for a localized path written without its language) the
 * language of its words, else the first language. A full URL counts by its path; query
 * and hash are ignored. Undefined when no page fits.
 */
export function findRoute(table: RouteTable, path: unknown, language?: unknown): RouteMatch | undefined {
  const segments = pathSegments(path)?.filter((segment) => segment !== PREVIEW_SEGMENT);
  if (!segments || !Array.isArray(table)) return undefined;
  const asked = toLanguage(language);
  return pageMatch(table, segments, asked) ?? propertySlugMatch(table, segments, asked);
}
