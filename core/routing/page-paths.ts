/**
 * Routes → paths: the localized path of a page, and a property's or project's own path.
 * Building a path never looks one up: a page that only links (a list of cards) does not
 * load the lookup rules (lookup.ts, related-paths.ts).
 */
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import { type Translatable, textIn } from '../i18n/translatable.ts';
import { goalOf } from '../property/goal.ts';
import { ROUTES, type RouteKey, type RouteTable, routeOf } from './routes.ts';
import { slugSegment, slugify } from './slug.ts';

export interface PathParams {
  /** a property or project id */
  id?: number | string | null;
  /** words put before the id so the path reads (`Résidence Les Jardins` → `residence-les-jardins-4`) */
  title?: string | null;
  /** an article's slug */
  slug?: string | null;
}

function idText(id: PathParams['id']): string | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0 ? String(id) : undefined;
  // as digits, not as a number: ids longer than a double holds stay exact
  if (typeof id === 'string' && /^\d+$/.test(id.trim())) return id.trim().replace(/^0+(?=\d)/, '');
  return undefined;
}

/** `template` with its parameters filled in, or undefined when a required one is missing. */
function fill(template: string | undefined, params: PathParams): string | undefined {
  if (typeof template !== 'string') return undefined;
  let missing = false;
  const path = template.replace(/\{(id|slug)(\?)?\}\//g, (_, name: string, optional: string | undefined) => {
    const value =
      name === 'id'
        ? idText(params.id) && slugSegment([params.title, idText(params.id)].filter(Boolean).join(' '))
        : slugSegment(params.slug);
    if (value) return `${value}/`;
    if (!optional) missing = true;
    return '';
  });
  return missing ? undefined : path;
}

function languageOf(language: unknown): Language {
  return toLanguage(language) ?? LANGUAGES[0];
}

/**
 * The path of page `key` in `language`: `pathFor('for-sale', 'fr')` → `/fr/a-vendre/`,
 * `pathFor('property', 'nl', { id: 12 })` → `/nl/pand/12/`. A route with an external
 * address gives that address. A page whose id or slug is missing gives its parent page
 * (a link to "the property" without one is a link to the list); an unknown key gives
 * the home page of the language.
 */
export function pathFor(key: unknown, language: unknown, params: PathParams = {}, table: RouteTable = ROUTES): string {
  const lang = languageOf(language);
  const seen = new Set<RouteKey>();
  let route = routeOf(key, table);
  while (route && !seen.has(route.key)) {
    seen.add(route.key);
    if (route.external) return route.external;
    const path = fill(route.paths[lang], params ?? {});
    if (path !== undefined) return path;
    route = routeOf(route.breadcrumb?.[0], table);
  }
  return routeOf('home', table)?.paths[lang] ?? `/${lang}/`;
}

/** `path` in every language: a record's own pages (OwnPaths), a sitemap's entry. */
export function inEveryLanguage(path: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, path(language)])) as Record<Language, string>;
}

/** What a property path is made of (spec §2: region, title and id, under its goal's page). */
export interface PropertyPathData {
  ID: number | string;
  /** goal code: 0 for sale, anything else for rent */
  Goal: unknown;
  Title?: Translatable | string | null;
  /** a region of the agency's region tree; the city, else the postal code, when absent */
  RegionName?: Translatable | string | null;
  City?: string | null;
  Zip?: string | null;
}


/**
 * `/fr/a-vendre/bruxelles/appartement-lumineux-avec-terrasse-12/`: the property's page
 * under the for-sale or for-rent page of `language`, by its goal. Without a usable id,
 * the listing page itself.
 */
export function propertyPath(property: PropertyPathData, language: unknown, table: RouteTable = ROUTES): string {
  const lang = languageOf(language);
  const listing = pathFor(goalOf(property?.Goal) === 'FOR_SALE' ? 'for-sale' : 'for-rent', lang, {}, table);
  const id = idText(property?.ID);
  if (id === undefined) return listing;
  const region = textIn(property.RegionName, lang) || property.City || property.Zip;
  return `${listing}${slugify(region, [textIn(property.Title, lang), id].filter(Boolean).join(' '))}`;
}

/** What a project path is made of. */
export interface ProjectPathData {
  ID: number | string;
  Title?: Translatable | string | null;
}

/** `/fr/projets-neufs/residence-les-jardins-4/`, or the project's external address. */
export function projectPath(project: ProjectPathData, language: unknown, table: RouteTable = ROUTES): string {
  const lang = languageOf(language);
  return pathFor('project', lang, { id: project?.ID, title: textIn(project?.Title, lang) || undefined }, table);
}
