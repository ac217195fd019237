/**
 * Google Street View at the property: the panorama (StreetViewFrame, loaded as the
 * visitor scrolls near, behind the cookie category of `map-consent`) and a link that
 * opens it at Google. Only for a published address: the rounded position of an
 * unpublished one would show a stranger's street.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { Deferred, lazyPart } from '../ui/Deferred.tsx';
import { Heading, type HeadingLevel } from '../ui/Heading.tsx';
import type { StreetViewFrameProps } from './StreetViewFrame.tsx';
import type { Coordinates } from './coordinates.ts';
import { streetViewEmbedUrl, streetViewLink } from './street-view.ts';

const frame = lazyPart<StreetViewFrameProps>(async () => (await import('./StreetViewFrame.tsx')).StreetViewFrame);

export function StreetView({ at, subject, host, language, level }: { at: Coordinates; subject: string; host: HTMLElement; language: Language; level: HeadingLevel }) {
  const { t } = useLingui();
  return (
    <div className="street-view">
      <Heading level={level} className="street-view__title">
        {t({ id: 'propertyDetail.streetView.heading', message: 'Street view' })}
      </Heading>
      <Deferred part={frame} props={{ src: streetViewEmbedUrl(at), subject, host, language }}>
        <div className="map placeholder" />
      </Deferred>
      <p className="street-view__link">
        <a className="link" href={streetViewLink(at)} target="_blank" rel="noopener">
          {t({ id: 'propertyDetail.streetView.link', message: 'Open in Google Street View' })}
          <span className="visually-hidden"> {t({ id: 'propertyDetail.newWindow', message: '(opens in a new window)' })}</span>
        </a>
      </p>
    </div>
  );
}
