/**
 * What a request form reads from the page's URL when its attributes do not say it:
 * the property of `/nl/bezoek-aanvragen/12/` and whether it asks for a visit or for
 * information (the route's own `kind`). Read again when the URL changes.
 */
import { findRoute } from '../../core/routing/lookup.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { sitePath, useLocation } from '../ui/navigation/location.ts';
import { parseId } from '../../core/routing/id.ts';

export type RequestFormKind = 'visit' | 'info';

export function requestKindOf(value: unknown): RequestFormKind | undefined {
  return value === 'visit' || value === 'info' ? value : undefined;
}

/** The property and kind of the request page at `path`, if it is one. */
export function requestRoute(path: string | undefined): { id?: number; kind?: RequestFormKind } {
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  if (match?.route.screen !== 'agency-property-request') return {};
  const id = parseId(match.params.id);
  const kind = requestKindOf(match.route.attributes?.kind);
  return { ...(id ? { id } : {}), ...(kind ? { kind } : {}) };
}

export function useRequestRoute(): { id?: number; kind?: RequestFormKind } {
  useLocation();
  return requestRoute(sitePath());
}
