/**
 * The id a detail element shows: its attribute when set, else the id in the page's URL
 * when that URL is the element's route (`/fr/bien/12/`, `/nl/te-koop/gent/rijwoning-12/`,
 * `/en/new-developments/4/`), read again when the URL changes.
 */
import { parseId } from '../../../core/routing/id.ts';
import { findRoute } from '../../../core/routing/lookup.ts';
import { ROUTES, type RouteKey } from '../../../core/routing/routes.ts';
import { useSitePath } from './location.ts';

/** The owner portal reads its `?property=` with it too. */
export { parseId };

export function idFromPath(path: string | undefined, key: RouteKey): number | undefined {
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  return match?.route.key === key ? parseId(match.params.id) : undefined;
}

export function useRouteId(key: RouteKey, attribute: string | undefined): number | undefined {
  const path = useSitePath();
  if (attribute !== undefined && attribute.trim() !== '') return parseId(attribute);
  return idFromPath(path, key);
}
