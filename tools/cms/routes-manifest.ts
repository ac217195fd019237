/**
 * The route table (core/routing/routes.ts) as a CMS integration reads it: which paths of
 * the site are the widgets' pages, in which order to try them, and what each one shows.
 * `npm run build` writes it to dist/cms/routes.json and into the WordPress plugin, so a
 * plugin keeps no list of its own and holds no rule: it tries the patterns in order on the
 * request's path, and asks the page include (`/render/page`) for the page of the first one
 * that matches.
 *
 * The patterns say what core/routing/lookup.ts finds, in its order of precedence, written
 * once as regular expressions both PCRE (PHP's preg_match) and JavaScript read alike: no
 * lookbehind, no named groups, no flags inside. They are matched case-insensitively against
 * the path as the browser sent it (percent-encoded), and tools/cms/routes-manifest.test.ts
 * checks them against findRoute for every page of the table.
 */
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { ROUTES, type Route, type RouteKey, type ScreenTag } from '../../core/routing/routes.ts';
import { isTemplate } from '../../core/routing/segments.ts';

export interface ManifestRoute {
  key: RouteKey;
  /** the element the page shows; null for a page the CMS writes itself (privacy, team) */
  screen: ScreenTag | null;
  /** the attributes the route gives its screen, for a CMS that renders the element without the include */
  attributes: Readonly<Record<string, string>>;
  /** the page's path in each language, with `{id}`, `{id?}` and `{slug}` where the path holds one */
  paths: Readonly<Record<Language, string>>;
  /** the path on the agency's previous site */
  original: string;
}

export interface ManifestPattern {
  /** a regular expression for the whole path, matched case-insensitively */
  pattern: string;
  route: RouteKey;
  /** the path's language; null for an original path without a language segment */
  language: Language | null;
}

export interface RoutesManifest {
  /** bumped when the shape changes */
  version: 1;
  languages: readonly Language[];
  routes: ManifestRoute[];
  /** in order: the first that matches a path names its page */
  patterns: ManifestPattern[];
}

/** What lookup.ts takes for an id: a number, alone or after a slug (`appartement-12`). */
const ID = '(?:[a-z0-9]+-)*[0-9]+';
/** What lookup.ts takes for an article's slug. */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A segment of a property's slug path before its title (a region): any one segment. */
const ANY_SEGMENT = '[^/]+';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One literal segment as lookups compare it: without its diacritics (`telecharger`), and,
 * for a segment that has some, also as the browser sends it (`t%C3%A9l%C3%A9charger`) and
 * as UTF-8 (`télécharger`), since a path is matched before it is decoded.
 */
function literal(segment: string): string {
  const folded = segment.normalize('NFD').replace(/\p{M}/gu, '');
  if (folded === segment) return escape(segment);
  const forms = [folded, encodeURIComponent(segment.normalize('NFC')), segment.normalize('NFC')].map(escape);
  return `(?:${[...new Set(forms)].join('|')})`;
}

/** A path template (`/fr/bien/{id}/`) as the segments of a pattern, without anchors. */
function segmentsOf(template: string): string {
  const parts = template.split('/').filter(Boolean);
  return parts
    .map((part, index) => {
      if (part === '{id}') return `/${ID}`;
      if (part === '{slug}') return `/${SLUG}`;
      // lookup.ts: `{id?}` may be left out, as the last segment only
      if (part === '{id?}' && index === parts.length - 1) return `(?:/${ID})?`;
      return `/${literal(part)}`;
    })
    .join('');
}

/** The whole path: the segments, an optional trailing slash. */
const anchored = (segments: string) => `^${segments}/?$`;

/** An original path, which lookups also take after a language segment. */
const LANGUAGE_PREFIX = `(?:/(?:${LANGUAGES.join('|')}))?`;

/**
 * Every pattern of the table, in lookup.ts's order: fixed paths before templates; within
 * each, localized paths, then original paths; then a property's slug path under a listing
 * page with a goal. A route without a screen is a page the CMS writes itself: the plugin
 * leaves its paths alone. The generic `…/for-sale/` fallback and a localized path written
 * without its language segment are left to the CMS too: they would take paths a site's own
 * pages may have.
 */
export function routesManifest(table: readonly Route[] = ROUTES): RoutesManifest {
  const patterns: ManifestPattern[] = [];
  const shown = table.filter((route) => route.screen !== null && !route.external);
  for (const templates of [false, true]) {
    const candidates = shown.filter((route) => isTemplate(route.original) === templates);
    for (const route of candidates) {
      for (const language of LANGUAGES) patterns.push({ pattern: anchored(segmentsOf(route.paths[language])), route: route.key, language });
    }
    for (const route of candidates) {
      if (route.original === '/') continue;
      patterns.push({ pattern: `^${LANGUAGE_PREFIX}${segmentsOf(route.original)}/?$`, route: route.key, language: null });
    }
  }
  const property = shown.find((route) => route.key === 'property');
  if (property) {
    for (const listing of shown.filter((route) => route.attributes?.goal && !isTemplate(route.original))) {
      // a region and a title ending in the id, or the title alone
      const tail = `(?:/${ANY_SEGMENT})?/${ID}`;
      for (const language of LANGUAGES) patterns.push({ pattern: anchored(`${segmentsOf(listing.paths[language])}${tail}`), route: property.key, language });
      patterns.push({ pattern: `^${LANGUAGE_PREFIX}${segmentsOf(listing.original)}${tail}/?$`, route: property.key, language: null });
    }
  }
  return {
    version: 1,
    languages: LANGUAGES,
    routes: table.map((route) => ({ key: route.key, screen: route.screen, attributes: route.attributes ?? {}, paths: route.paths, original: route.original })),
    patterns,
  };
}
