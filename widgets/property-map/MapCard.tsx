/**
 * The card of the property chosen on the map, over the map's corner: its photo at a fixed
 * size beside its price and title, so that what it is about is in view at once on a phone
 * as on a desktop; a group of listings at one point pages through them. The focus goes to
 * its close button when it opens, and Escape or the button closes it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { knownRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { ChosenListings } from '../../core/map/search-map.ts';
import { useShadowStyles } from '../define/styles.ts';
import favouriteStyles from '../property/favourite.css?inline';
import { useResource } from '../ui/api.ts';
import cardStyles from '../ui/cards/card.css?inline';
import { PropertyCard } from '../property/PropertyCard.tsx';

export interface MapCardProps {
  chosen: ChosenListings;
  language: Language;
  onClose: () => void;
  onPage: (step: number) => void;
}

export function MapCard({ chosen, language, onClose, onPage }: MapCardProps) {
  useShadowStyles(cardStyles, favouriteStyles);
  const { t, i18n } = useLingui();
  const id = chosen.ids[chosen.index];
  const card = useResource(id === undefined ? knownRead(undefined) : propertyReads.summary(id, language));
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (card.status === 'ready') close.current?.focus();
  }, [id, card.status]);
  const position = t({ id: 'propertyMap.position', message: `${formatNumber(chosen.index + 1, language)} of ${formatNumber(chosen.ids.length, language)}` });

  return (
    <div className="map__card" role="group" aria-label={t({ id: 'propertyMap.card', message: 'The property you chose' })} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <p className="map__card-bar">
        {chosen.ids.length > 1 ? (
          <>
            <button type="button" className="button button--quiet" disabled={chosen.index === 0} onClick={() => onPage(-1)}>
              {t({ id: 'propertyMap.previous', message: 'Previous' })}
            </button>
            <span>{position}</span>
            <button type="button" className="button button--quiet" disabled={chosen.index === chosen.ids.length - 1} onClick={() => onPage(1)}>
              {t({ id: 'propertyMap.next', message: 'Next' })}
            </button>
          </>
        ) : null}
        <button type="button" ref={close} className="button button--quiet map__close" onClick={onClose}>
          {t({ id: 'propertyMap.close', message: 'Close' })}
        </button>
      </p>
      {card.data ? <PropertyCard property={card.data} language={language} headingLevel={3} eager /> : null}
      {card.status === 'error' ? <p>{i18n._(card.error.messageId)}</p> : null}
    </div>
  );
}
