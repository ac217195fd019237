/**
 * The visitor's favourites (kept in this browser: core/favourites), each as it is now,
 * with what changed since the visitor kept it: a price down or up, sold or rented, or no
 * longer online. From here the visitor removes one (its heart), asks to be kept informed of
 * properties like it, or compares two to four side by side.
 */
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { properties } from '../../core/api/resources/properties.ts';
import type { ApiError } from '../../core/api/errors.ts';
import { type FavouriteChange, changeSince } from '../../core/favourites/changes.ts';
import { type Favourite, dropFavourite } from '../../core/favourites/favourites.ts';
import { keepInformedQuery } from '../../core/favourites/keep-informed.ts';
import { formatEuro } from '../../core/format/currency.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { distinctMainPictures } from '../../core/property/distinct-photos.ts';
import type { PropertySummary as Summary } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { propertyTitle } from '../../core/property/title.ts';
import { url } from '../../core/api/client.ts';
import type { ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { FavouriteButton } from '../property/FavouriteButton.tsx';
import { favouritesChanged, useFavourites } from '../property/favourites-state.ts';
import { PropertySummary } from '../property/PropertySummary.tsx';
import { Alert, Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { localStore } from '../ui/storage/web-storage.ts';

export interface FavouritesProps {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

/** What the API says of a favourite now: the property, gone (404), or no answer. */
type Now = Summary | 'gone' | ApiError;

/** Two to four: what fits side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export function Favourites({ headingLevel, language }: FavouritesProps & ElementContext) {
  const { t } = useLingui();
  const headingId = useElementId();
  const api = useApi();
  const favourites = useFavourites();
  const [now, setNow] = useState<ReadonlyMap<number, Now>>(new Map());
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const ids = favourites?.map((favourite) => favourite.id).join(',') ?? '';
  const bar = useRef<HTMLDivElement>(null);
  useRoomUnder(bar, (favourites?.length ?? 0) >= COMPARE_MIN, chosen.length >= COMPARE_MIN);

  useEffect(() => {
    if (!favourites?.length) return undefined;
    const controller = new AbortController();
    void Promise.all(
      favourites.map(({ id }) =>
        properties(api)
          .summary(id, language, { signal: controller.signal })
          .then(
            (property): [number, Now] => [id, property],
            (error: ApiError): [number, Now] => [id, error.status === 404 ? 'gone' : error],
          ),
      ),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      // one photo once on the screen: a favourite whose main photo another shows shows one of its own others
      // (a property's answer carries its photos; the card's safePicture checks the one it shows)
      const found = answers.flatMap(([, answer]) => (answer === 'gone' || answer instanceof Error ? [] : [answer]));
      const shown = new Map(distinctMainPictures(found).map((property) => [property.ID, property]));
      setNow(new Map(answers.map(([id, answer]) => [id, shown.get(id) ?? answer])));
    });
    return () => controller.abort();
  }, [api, ids, language]);

  const level = toHeadingLevel(headingLevel, 2);
  const title = t({ id: 'favourites.heading', message: 'My favourites' });
  const loaded = favourites !== undefined && favourites.every((favourite) => now.has(favourite.id));
  const changes = loaded ? favourites.filter((favourite) => isChange(favourite, now.get(favourite.id)!)) : [];
  const comparable = chosen.filter((id) => favourites?.some((favourite) => favourite.id === id));
  const toggle = (id: number) =>
    setChosen(comparable.includes(id) ? comparable.filter((other) => other !== id) : [...comparable, id].slice(-COMPARE_MAX));
  const remove = (id: number) => {
    dropFavourite(localStore, id);
    favouritesChanged();
  };

  return (
    <section className="favourites" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="favourites__heading">
        <span part="heading">{title}</span>
      </Heading>
      <Status>
        {loaded
          ? changes.length > 0
            ? t({
                id: 'favourites.changedCount',
                message: plural(changes.length, {
                  one: 'One of your favourites changed since you kept it.',
                  other: '# of your favourites changed since you kept them.',
                }),
              })
            : favourites.length > 0
              ? t({ id: 'favourites.unchanged', message: 'Nothing changed since you kept them.' })
              : ''
          : ''}
      </Status>
      {favourites?.length === 0 ? (
        <div className="favourites__empty">
          <p>{t({ id: 'favourites.empty', message: 'You have no favourites yet. Press the heart of a property to keep it here, in this browser.' })}</p>
          <Link className="button" href={pathFor('for-sale', language)}>
            {t({ id: 'favourites.browse', message: 'See the properties for sale' })}
          </Link>
        </div>
      ) : (
        <ul className="favourites__list" part="list">
          {favourites?.map((favourite) => {
            const current = now.get(favourite.id);
            const property = current && current !== 'gone' && !(current instanceof Error) ? current : undefined;
            const name = property ? propertyTitle(property, language) : '';
            return (
              <li key={favourite.id} className="favourite-item" part="item" data-id={favourite.id}>
                {property ? (
                  <PropertySummary property={property} language={language} />
                ) : current === 'gone' ? null : current ? (
                  <Alert tone="error">
                    <p>{t({ id: 'favourites.unknown', message: 'This property could not be checked just now. Please try again later.' })}</p>
                  </Alert>
                ) : (
                  <div className="summary summary--loading" />
                )}
                {current ? <Change favourite={favourite} now={current} language={language} /> : null}
                <div className="favourite-item__actions">
                  {/* a short word beside the box; its name says which property */}
                  {property ? (
                    <label className="choice favourite-item__compare">
                      <input
                        type="checkbox"
                        checked={comparable.includes(favourite.id)}
                        onChange={() => toggle(favourite.id)}
                        aria-label={t({ id: 'favourites.compareOne', message: `Compare ${name}` })}
                      />
                      {t({ id: 'favourites.compareTick', message: 'Compare' })}
                    </label>
                  ) : null}
                  {property ? (
                    <Link className="button button--secondary" href={url(pathFor('demand-register', language), '', keepInformedQuery(property))}>
                      {t({ id: 'favourites.keepInformed', message: 'Keep me informed of similar properties' })}
                    </Link>
                  ) : null}
                  {/* the heart, pressed: pressed again, the property is no favourite any more */}
                  {property ? (
                    <FavouriteButton property={property} title={name} />
                  ) : (
                    <button type="button" className="button button--quiet" onClick={() => remove(favourite.id)}>
                      {t({ id: 'favourites.removeGone', message: 'Remove from my favourites' })}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {/* at the foot of the screen while the list scrolls, so the way to compare is always beside the ticks */}
      {favourites && favourites.length >= COMPARE_MIN ? (
        <div className="favourites__compare" part="compare" ref={bar}>
          {comparable.length >= COMPARE_MIN ? (
            <Link className="button" href={url(pathFor('compare', language), '', { ids: comparable })}>
              {t({ id: 'favourites.compare', message: `Compare these ${comparable.length} properties` })}
            </Link>
          ) : (
            <p>{t({ id: 'favourites.compareHint', message: 'Tick two to four properties to compare them side by side.' })}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * While the compare bar stands at the foot of the screen, the page keeps its height free
 * under a control that takes the focus (scroll-padding-bottom): the bar never hides it.
 */
function useRoomUnder(bar: RefObject<HTMLElement | null>, shown: boolean, ready: boolean) {
  useEffect(() => {
    if (!shown || !bar.current) return undefined;
    const page = document.documentElement.style;
    const before = page.scrollPaddingBottom;
    page.scrollPaddingBottom = `${bar.current.offsetHeight}px`;
    return () => {
      page.scrollPaddingBottom = before;
    };
  }, [shown, ready]);
}

function isChange(favourite: Favourite, now: Now): boolean {
  return !(now instanceof Error) && changeSince(favourite, now).kind !== 'none';
}

function Change({ favourite, now, language }: { favourite: Favourite; now: Now; language: Language }) {
  const { t } = useLingui();
  if (now instanceof Error) return null;
  const change: FavouriteChange = changeSince(favourite, now);
  if (change.kind === 'none') return null;
  const was = 'was' in change ? formatEuro(change.was, language) : '';
  const price = 'now' in change ? formatEuro(change.now, language) : '';
  const text = {
    priceDown: t({ id: 'favourites.change.priceDown', message: `Price down: ${price}, was ${was}` }),
    priceUp: t({ id: 'favourites.change.priceUp', message: `Price up: ${price}, was ${was}` }),
    sold: t({ id: 'favourites.change.sold', message: 'Sold since you kept it' }),
    rented: t({ id: 'favourites.change.rented', message: 'Rented since you kept it' }),
    gone: t({ id: 'favourites.change.gone', message: 'No longer online since you kept it' }),
  }[change.kind];
  return (
    <p className={`favourite-item__change favourite-item__change--${change.kind === 'priceDown' ? 'good' : 'bad'}`} part="change">
      {text}
    </p>
  );
}
