/**
 * The map frame of `<agency-config map-url>`. MAP_FRAME_MESSAGE_DELAY_MS after its load
 * it posts the listing to the frame (map-message.ts), once, addressed to the frame's
 * exact origin. Re-renders post nothing; when what the message says changes (another
 * language), the frame is loaded anew and gets the new message, again once. The frame
 * waits for the cookie category of `map-consent`, and is made only once its page answers
 * (a mistyped map-url shows a message, not the host's 404 page). Loaded when its place on
 * the page comes near (Location.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MAP_FRAME_MESSAGE_DELAY_MS } from '../../core/constants.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { propertyPath } from '../../core/routing/page-paths.ts';
import { CheckedFrame } from '../ui/consent/CheckedFrame.tsx';
import { ConsentGate } from '../ui/consent/ConsentGate.tsx';
import consentGateStyles from '../ui/consent/consent-gate.css?inline';
import { siteHref } from '../ui/navigation/Link.tsx';
import type { MapPlace } from './coordinates.ts';
import { mapMessage } from './map-message.ts';
import { useShadowStyles } from '../define/styles.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface MapFrameProps {
  place: MapPlace;
  /** the exact origin of `<agency-config map-url>` (frame-origin.ts), the only one the message goes to */
  origin: string;
  subject: string;
  host: HTMLElement;
  language: Language;
}

/** An absolute URL (the frame resolves nothing against the host page), or '' for one that cannot be read. */
function absolute(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return '';
  }
}

export function MapFrame({ place, origin, subject, host, language }: MapFrameProps) {
  const { t } = useLingui();
  useShadowStyles(consentGateStyles);
  const mapUrl = useAgencyStore((state) => state.config.mapUrl);
  const mapType = useAgencyStore((state) => state.config.mapType);
  const marker = useAgencyStore((state) => state.config.mapMarker);
  const consent = useAgencyStore((state) => state.config.mapConsent);
  const marqueeIgnore = useAgencyStore((state) => state.config.marqueeIgnore);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loads, setLoads] = useState(0);

  const src = absolute(mapUrl);
  const message = JSON.stringify(
    mapMessage([place], {
      language,
      mapType,
      marker: marker ? absolute(marker) : '',
      marqueeIgnore,
      openLabel: t({ id: 'propertyExtras.map.open', message: 'View this property' }),
      urlOf: (item) => absolute(siteHref(propertyPath(item, language))),
    }),
  );

  // one message per load: the effect follows the loads only, and reads what to send when it fires
  const sending = useRef({ message, origin });
  sending.current = { message, origin };
  useEffect(() => {
    if (loads === 0) return undefined;
    const timer = setTimeout(() => {
      const { message: data, origin: target } = sending.current;
      frame.current?.contentWindow?.postMessage(data, target);
    }, MAP_FRAME_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loads]);

  return (
    <ConsentGate category={consent} provider={new URL(origin).host} host={host} language={language} className="map">
      <CheckedFrame
        key={message}
        frameRef={frame}
        className="map"
        part="map"
        src={src}
        title={t({ id: 'propertyExtras.map.title', message: `Map: ${subject}` })}
        loading="lazy"
        onLoad={() => setLoads((count) => count + 1)}
      />
    </ConsentGate>
  );
}
