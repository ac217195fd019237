/**
 * Where the property is: its address line, the map frame and street view, as far as
 * they are available. The frames' code, and street view's with its link, loads as the
 * visitor scrolls near: nothing of it shows on the first screen.
 */
import { useLingui } from '@lingui/react/macro';
import { addressText } from '../../core/format/address.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';
import { Deferred, lazyPart } from '../ui/loading/Deferred.tsx';
import { frameOrigin } from './frame-origin.ts';
import { usePageBase } from '../ui/navigation/location.ts';
import { below, Heading, type HeadingLevel, Section } from '../ui/controls/Heading.tsx';
import type { MapFrameProps } from './MapFrame.tsx';
import type { StreetViewProps } from './StreetView.tsx';
import { coordinatesOf } from './coordinates.ts';
import { useAgencyStore } from '../define/page-context.ts';

const mapFrame = lazyPart<MapFrameProps>(async () => (await import('./MapFrame.tsx')).MapFrame);
const streetViewPart = lazyPart<StreetViewProps>(async () => (await import('./StreetView.tsx')).StreetView);

export interface LocationProps {
  property: Property;
  subject: string;
  host: HTMLElement;
  language: Language;
  level: HeadingLevel;
}

export function Location({ property, subject, host, language, level }: LocationProps) {
  const { t } = useLingui();
  const mapUrl = useAgencyStore((state) => state.config.mapUrl);
  const pageBase = usePageBase();
  const at = coordinatesOf(property.Latitude, property.Longitude);
  // a map URL no message can be addressed to (mistyped, data:) shows no frame rather than break the page
  const origin = mapUrl && at ? frameOrigin(mapUrl, pageBase) : null;
  const streetView = at !== null && property.PublishAddress === true ? at : null;
  if (!origin && !streetView) return null;
  return (
    <Section level={level} className="location" title={t({ id: 'propertyDetail.section.location', message: 'Location' })}>
      <p className="location__address">{addressText(property, { lang: language })}</p>
      {origin && at ? (
        <Deferred part={mapFrame} props={{ place: { property, at }, origin, subject, host, language }}>
          <div className="map placeholder" />
        </Deferred>
      ) : null}
      {streetView ? (
        <div className="street-view">
          <Heading level={below(level)} className="street-view__title">
            {t({ id: 'propertyDetail.streetView.heading', message: 'Street view' })}
          </Heading>
          <Deferred part={streetViewPart} props={{ at: streetView, subject, host, language }}>
            <div className="map placeholder" />
          </Deferred>
        </div>
      ) : null}
    </Section>
  );
}
