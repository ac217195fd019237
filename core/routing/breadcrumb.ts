/**
 * The breadcrumb of a page: the pages above it and itself, each with its name. Apart from
 * related-paths.ts so that what only links between pages carries no page names.
 */
import type { MessageId } from '../messages.ts';
import { findRoute } from './lookup.ts';
import { pathFor } from './page-paths.ts';
import { pathOfMatch } from './related-paths.ts';
import { type RouteKey, type RouteTable, routeOf } from './routes.ts';
import { routeTitle } from './titles.ts';

export interface BreadcrumbItem {
  key: RouteKey;
  title: MessageId;
  path: string;
}

/** The breadcrumb of the page at `path`, home first, the page itself last. */
export function breadcrumbTrail(table: RouteTable, path: unknown, language?: unknown): BreadcrumbItem[] {
  const found = findRoute(table, path, language);
  if (!found) return [];
  const above = [...found.breadcrumb].reverse().flatMap((key) => {
    const route = routeOf(key, table);
    return route ? [{ key, title: routeTitle(key), path: pathFor(key, found.language, found.params, table) }] : [];
  });
  return [...above, { key: found.route.key, title: routeTitle(found.route.key), path: pathOfMatch(found, found.language, table) }];
}
