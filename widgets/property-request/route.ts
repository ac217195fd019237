/**
 * What a request form reads from the page's URL when its attributes do not say it:
 * the property of `/nl/bezoek-aanvragen/12/` and whether it asks for a visit or for
 * information (the route's own `kind`). Read again when the URL changes.
 */
import { findRoute } from '../../core/routing/lookup.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { sitePath, useLocation } from '../ui/location.ts';

export type RequestFormKind = 'visit' | 'info';

/** A positive whole number, from an attribute or a path parameter; anything else is no id. */
export function propertyIdOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function requestKindOf(value: unknown): RequestFormKind | undefined {
  return value === 'visit' || value === 'info' ? value : undefined;
}

/** The property and kind of the request page at `path`, if it is one. */
export function requestRoute(path: string | undefined): { id?: number; kind?: RequestFormKind } {
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  if (match?.route.screen !== 'agency-property-request') return {};
  const id = propertyIdOf(match.params.id);
  const kind = requestKindOf(match.route.attributes?.kind);
  return { ...(id ? { id } : {}), ...(kind ? { kind } : {}) };
}

export function useRequestRoute(): { id?: number; kind?: RequestFormKind } {
  useLocation();
  return requestRoute(sitePath());
}
