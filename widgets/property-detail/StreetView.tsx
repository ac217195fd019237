/**
 * Google Street View at the property: the panorama in a frame that waits for the cookie
 * category of `map-consent`, and a link that opens it at Google. Only for a published
 * address: the rounded position of an unpublished one would show a stranger's street.
 */
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'zustand';
import type { Language } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { ConsentGate } from '../ui/ConsentGate.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { type Coordinates, streetViewEmbedUrl, streetViewLink } from './street-view.ts';

export function StreetView({ at, subject, host, language, level }: { at: Coordinates; subject: string; host: HTMLElement; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  const consent = useStore(agencyStore, (state) => state.config.mapConsent);
  return (
    <div className="street-view">
      <Heading level={level} className="street-view__title">
        {t({ id: 'propertyDetail.streetView.heading', message: 'Street view' })}
      </Heading>
      <ConsentGate category={consent} provider="Google Street View" host={host} language={language} className="map">
        <iframe
          className="map"
          src={streetViewEmbedUrl(at)}
          title={t({ id: 'propertyDetail.streetView.title', message: `Street view: ${subject}` })}
          loading="lazy"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
      <p className="street-view__link">
        <a className="link" href={streetViewLink(at)} target="_blank" rel="noopener">
          {t({ id: 'propertyDetail.streetView.link', message: 'Open in Google Street View' })}
          <span className="visually-hidden"> {t({ id: 'propertyDetail.newWindow', message: '(opens in a new window)' })}</span>
        </a>
      </p>
    </div>
  );
}
