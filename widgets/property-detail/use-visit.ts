/**
 * Counts a page view of a property for the owner's statistics (`POST /visits`): once per
 * element showing it, not again when it re-renders or reloads its data in another
 * language. A new page (agency-app mounts a new element) is a new view. The count
 * holds no personal data and sets nothing in the browser, so it needs no consent; a
 * count that fails is not worth bothering the visitor with.
 */
import { useEffect, useRef } from 'react';
import { useApi } from '../ui/api.ts';
import { visits } from '../../core/api/resources/visits.ts';

export function useRecordVisit(propertyId: number | undefined): void {
  const api = useApi();
  const recorded = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (propertyId === undefined || recorded.current === propertyId) return;
    recorded.current = propertyId;
    visits(api).record(propertyId).catch(() => undefined);
  }, [api, propertyId]);
}
