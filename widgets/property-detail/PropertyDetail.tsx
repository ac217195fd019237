/**
 * `<agency-property-detail>`: loads the property of its `property-id` (or of the page's
 * URL) in the element's language and shows it; while it loads, a placeholder of the
 * same shape; for an id that matches nothing, the "not found" page with a way back to
 * the list; for a failure, the error and a retry. A shown property records one view,
 * puts its JSON-LD in the host page and says so with `agency-detail`.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../core/api/errors.ts';
import { NOT_FOUND_MESSAGE } from '../../core/property/availability.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { ElementContext } from '../define/context.ts';
import { usePageHead } from '../define/prerender.ts';
import { useResource } from '../ui/api.ts';
import { DetailState } from '../ui/detail/DetailState.tsx';
import { toHeadingLevel } from '../ui/controls/Heading.tsx';
import { PropertyView } from './PropertyView.tsx';
import { useListingJsonLd } from './use-json-ld.ts';
import { propertyHead } from './head.ts';
import { usePageLocation } from '../ui/navigation/location.ts';
import { useRouteId } from '../ui/navigation/use-route-id.ts';
import { useRecordVisit } from './use-visit.ts';
import { refusedRead } from '../../core/api/client.ts';
import { propertyDetailReads } from '../../core/api/resources/property.ts';
import { propertyTitle } from '../../core/property/title.ts';
import { useDetailShown } from '../ui/detail/detail-event.ts';
import { loadSanitizer } from '../trusted-types.ts';
import { useAgencyStore } from '../define/page-context.ts';

// The description's sanitiser (its own chunk) is asked for with the element's code, so it arrives with the data.
loadSanitizer().catch(() => undefined);

export interface PropertyDetailProps {
  /** the property to show; default: the id in the page's URL */
  propertyId?: string;
  /** the level of the property's title (default 1: the page's main heading) */
  headingLevel?: number;
}

export function PropertyDetail({ propertyId, headingLevel, host, language }: PropertyDetailProps & ElementContext) {
  const { t, i18n } = useLingui();
  const id = useRouteId('property', propertyId);
  const [attempt, setAttempt] = useState(0);
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);
  const resource = useResource(id === undefined ? refusedRead(new ApiError('property_not_found')) : propertyDetailReads.get(id, language), [attempt]);
  const level = toHeadingLevel(headingLevel);
  // while another property loads, the previous one is not shown in its place
  const property = resource.data?.ID === id ? resource.data : undefined;

  useRecordVisit(resource.status === 'ready' ? property?.ID : undefined);
  useDetailShown(host, property && { kind: 'property', id: property.ID, title: propertyTitle(property, language), language });
  const { origin, pathname } = usePageLocation();
  useListingJsonLd(property, { language, url: `${origin}${pathname}`, marqueeIgnore }, 'property', host);
  usePageHead(property && ((page) => propertyHead(property, page)));

  if (property) return <PropertyView property={property} language={language} host={host} level={level} />;

  return (
    <DetailState
      error={resource.status === 'error' ? resource.error : undefined}
      onRetry={() => setAttempt((count) => count + 1)}
      level={level}
      loading={t({ id: 'propertyDetail.loading', message: 'Loading the property…' })}
      failed={t({ id: 'propertyDetail.failed', message: 'This property could not be loaded' })}
      missing={{
        title: i18n._(NOT_FOUND_MESSAGE),
        text: t({ id: 'propertyDetail.notFound.text', message: 'It may have been sold or let in the meantime, or taken offline.' }),
        link: { href: pathFor('properties', language), label: t({ id: 'propertyDetail.notFound.link', message: 'See all our properties' }) },
      }}
    />
  );
}
