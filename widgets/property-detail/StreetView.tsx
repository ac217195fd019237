/**
 * Google Street View at the property, under its heading (Location.tsx): the panorama
 * (StreetViewFrame, behind the cookie category of `map-consent`) and a link that opens it
 * at Google. Only for a published address: the rounded position of an unpublished one
 * would show a stranger's street. A part of the detail page that loads as the visitor
 * scrolls near.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { StreetViewFrame } from './StreetViewFrame.tsx';
import type { Coordinates } from './coordinates.ts';
import { streetViewEmbedUrl, streetViewLink } from './street-view.ts';

export interface StreetViewProps {
  at: Coordinates;
  subject: string;
  host: HTMLElement;
  language: Language;
}

export function StreetView({ at, subject, host, language }: StreetViewProps) {
  const { t } = useLingui();
  return (
    <>
      <StreetViewFrame src={streetViewEmbedUrl(at)} subject={subject} host={host} language={language} />
      <p className="street-view__link">
        <a className="link" href={streetViewLink(at)} target="_blank" rel="noopener">
          {t({ id: 'propertyDetail.streetView.link', message: 'Open in Google Street View' })}
          <span className="visually-hidden"> {t({ id: 'propertyDetail.newWindow', message: '(opens in a new window)' })}</span>
        </a>
      </p>
    </>
  );
}
