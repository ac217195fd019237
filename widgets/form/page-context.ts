/**
 * What a form screen reads from the page's URL when its attributes do not say it: the
 * path parameters of its route (the property of `/nl/doorsturen/12/`, the job of
 * `/nl/vacatures/makelaar/`) and a query parameter (`?confirm=…`). Read again when the URL changes.
 */
import { findRoute } from '../../core/routing/lookup.ts';
import { ROUTES, type ScreenTag } from '../../core/routing/routes.ts';
import { parseId } from '../../core/routing/id.ts';
import { sitePath, useLocation } from '../ui/navigation/location.ts';

export interface RouteParams {
  id?: number;
  slug?: string;
}

/** The parameters of the page's route when that route shows `tag`. */
export function routeParamsOf(path: string | undefined, tag: ScreenTag): RouteParams {
  const match = path === undefined ? undefined : findRoute(ROUTES, path.split(/[?#]/)[0]);
  if (match?.route.screen !== tag) return {};
  const id = parseId(match.params.id);
  const slug = match.params.slug;
  return { ...(id ? { id } : {}), ...(slug ? { slug } : {}) };
}

export function useRouteParams(tag: ScreenTag): RouteParams {
  useLocation();
  return routeParamsOf(sitePath(), tag);
}

/** A query parameter of the page, or undefined. */
export function useQueryParam(name: string): string | undefined {
  useLocation();
  const value = new URLSearchParams(location.search).get(name);
  return value === null || value === '' ? undefined : value;
}

/** `makelaar-verhuur` → `Makelaar verhuur`: a job's slug as a position's name. */
export function slugTitle(slug: string | undefined): string | undefined {
  const words = (slug ?? '').replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : undefined;
}
