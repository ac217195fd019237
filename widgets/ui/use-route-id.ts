/**
 * The id a detail element shows: its attribute when set, else the id in the page's URL
 * when that URL is the element's route (`/fr/bien/12/`, `/nl/te-koop/gent/rijwoning-12/`,
 * `/en/new-developments/4/`), read again when the URL changes.
 */
import { findRoute } from '../../core/routing/lookup.ts';
import { ROUTES, type RouteKey } from '../../core/routing/routes.ts';
import { useSitePath } from './location.ts';

/** `"12"` → 12; anything that is not a positive whole number → undefined. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function idFromPath(path: string | undefined, key: RouteKey): number | undefined {
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  return match?.route.key === key ? parseId(match.params.id) : undefined;
}

export function useRouteId(key: RouteKey, attribute: string | undefined): number | undefined {
  const path = useSitePath();
  if (attribute !== undefined && attribute.trim() !== '') return parseId(attribute);
  return idFromPath(path, key);
}
