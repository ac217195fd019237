/**
 * Paths → related paths: the parent of the page at a path, the same page in the other
 * languages. These look the path up first (lookup.ts).
 */
import { type Language, LANGUAGES, toLanguage } from '../i18n/languages.ts';
import { type RouteMatch, findRoute } from './lookup.ts';
import { pathFor } from './page-paths.ts';
import type { RouteTable } from './routes.ts';
import { pathSuffix } from './segments.ts';

/**
 * The localized path of a match in `language`. A property's slug is its title's words in
 * the path's language: in that language it is kept; in another, the property's page by its
 * id (`/fr/bien/12/`), whose words the site's server fills in (it answers there with a
 * redirect to the property's own address, its title in French), never the first
 * language's words under the second one's page.
 */
export function pathOfMatch(found: RouteMatch, language: Language, table: RouteTable): string {
  const listing = found.slug ? found.breadcrumb[0] : undefined;
  if (listing && language === found.language) return `${pathFor(listing, language, {}, table)}${found.slug}`;
  return pathFor(found.route.key, language, found.params, table);
}

/**
 * Spec §2: the parent of the page at `path`, through the first entry of its breadcrumb
 * (a property under `/fr/a-vendre/` → `/fr/a-vendre/`; a visit request → its property).
 * Undefined for the home page and for paths that are no page.
 */
export function parentPath(table: RouteTable, path: unknown, language?: unknown): string | undefined {
  const found = findRoute(table, path, language);
  const parent = found?.breadcrumb[0];
  if (!found || !parent) return undefined;
  return pathFor(parent, found.language, found.params, table);
}

/**
 * The page at `path` in each of `languages` (by default all four), in that order: what a
 * language switch links to and what hreflang links list. The query and hash are kept
 * (a filtered list stays filtered). Empty when `path` is no page.
 */
export function alternatePaths(
  table: RouteTable,
  path: unknown,
  languages: readonly Language[] = LANGUAGES,
): Partial<Record<Language, string>> {
  const found = findRoute(table, path);
  if (!found || typeof path !== 'string') return {};
  const suffix = pathSuffix(path);
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    if (toLanguage(language) === language) alternates[language] = `${pathOfMatch(found, language, table)}${suffix}`;
  }
  return alternates;
}
