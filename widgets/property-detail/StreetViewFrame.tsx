/**
 * The Street View panorama in a frame that waits for the cookie category of
 * `map-consent`, in the street view part (StreetView.tsx) that loads as the visitor scrolls near.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { CheckedFrame } from '../ui/consent/CheckedFrame.tsx';
import { ConsentGate } from '../ui/consent/ConsentGate.tsx';
import consentGateStyles from '../ui/consent/consent-gate.css?inline';
import { useShadowStyles } from '../define/styles.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface StreetViewFrameProps {
  /** the panorama's embed address (street-view.ts) */
  src: string;
  subject: string;
  host: HTMLElement;
  language: Language;
}

export function StreetViewFrame({ src, subject, host, language }: StreetViewFrameProps) {
  const { t } = useLingui();
  useShadowStyles(consentGateStyles);
  const consent = useAgencyStore((state) => state.config.mapConsent);
  return (
    <ConsentGate category={consent} provider="Google Street View" host={host} language={language} className="map">
      <CheckedFrame
        className="map"
        src={src}
        title={t({ id: 'propertyExtras.streetView.title', message: `Street view: ${subject}` })}
        loading="lazy"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </ConsentGate>
  );
}
