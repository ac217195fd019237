/**
 * The map's first render is light: its heading and a placeholder of the map's shape. The
 * map itself (MapView.tsx, with the municipalities' shapes) is a part loaded after the
 * page's first paint. Beside a list, below a desktop's width, where the map cannot stand
 * beside it, it folds behind one compact button and loads when the visitor opens it; its
 * heading comes with it, so no heading stands over nothing above the list.
 * As the map page of the site (`with-list`), the map is the page's subject: it is never
 * folded, the list of the same search stands beside it (under it on a phone), and a link
 * leads to the list's own page with the same filters.
 */
import { useLingui } from '@lingui/react/macro';
import { createElement, useCallback, useEffect, useMemo, useState } from 'react';
import type { ElementContext } from '../define/context.ts';
import { useElementId } from '../define/element-id.ts';
import { lazyPart } from '../ui/loading/Deferred.tsx';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link } from '../ui/navigation/Link.tsx';
import { useDeviceClass } from '../ui/loading/use-device-class.ts';
import { type HistoryMode, useUrlSearch } from '../ui/navigation/use-url-search.ts';
import { listSearchHref, parseGoal, presetState, propertyQuery, readListState, writeListState } from '../property-search/url-state.ts';
import type { MapViewProps } from './MapView.tsx';

export interface PropertyMapProps {
  /** as the list's: the page's goal */
  goal?: string;
  /** as the list's: preset types */
  type?: string;
  /** as the list's: preset region */
  region?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
  /** the map page: the list of the same search beside the map, and a link to the list's page */
  withList?: boolean;
}

const mapPart = lazyPart<MapViewProps>(async () => (await import('./MapView.tsx')).MapView);

export function PropertyMap({ goal, type, region, headingLevel, withList, language }: PropertyMapProps & ElementContext) {
  const { t } = useLingui();
  const device = useDeviceClass();
  const mapId = useElementId();
  const [open, setOpen] = useState(false);
  const [MapPart, setMapPart] = useState(() => mapPart.ready());

  const fixedGoal = goal ? parseGoal(goal) : undefined;
  const urlOptions = useMemo(() => ({ goalFixed: fixedGoal !== undefined }), [fixedGoal]);
  const presets = useMemo(() => presetState({ goal: fixedGoal, type, region }), [fixedGoal, type, region]);
  const [search, navigate] = useUrlSearch();
  const state = useMemo(() => readListState(search, presets, urlOptions), [search, presets, urlOptions]);
  const query = propertyQuery(state, { pageSize: 1, lang: language });
  const onArea = useCallback(
    (area: string | undefined, mode: HistoryMode) => navigate(writeListState({ ...state, area, page: 1 }, presets, location.search, urlOptions), mode),
    [navigate, state, presets, urlOptions],
  );

  const folded = !withList && (device === 'mobile' || device === 'tablet');
  const shown = !folded || open;
  // after the first paint (effects run after it), and on a phone once opened
  useEffect(() => {
    if (shown && !MapPart) void mapPart.load().then((loaded) => setMapPart(() => loaded));
  }, [shown, MapPart]);
  const level = toHeadingLevel(headingLevel, 2);

  return (
    <section className={`property-map${shown ? '' : ' property-map--folded'}${withList ? ' property-map--page' : ''}`} part="map" aria-labelledby={shown ? `${mapId}-heading` : undefined}>
      <div className="property-map__head">
        {shown ? (
          <Heading level={level} className="property-map__heading" id={`${mapId}-heading`}>
            <span part="heading">{t({ id: 'propertyMap.heading', message: 'On the map' })}</span>
          </Heading>
        ) : null}
        {folded ? (
          <button type="button" className="button button--secondary property-map__toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={mapId} onClick={() => setOpen(!open)}>
            {open ? t({ id: 'propertyMap.showList', message: 'Hide the map' }) : t({ id: 'propertyMap.showMap', message: 'Show the map' })}
          </button>
        ) : null}
        {withList ? (
          <Link className="button button--secondary property-map__to-list" href={listSearchHref(state, language)}>
            {t({ id: 'propertyMap.toList', message: 'Show as a list' })}
          </Link>
        ) : null}
      </div>
      <div id={mapId} className="property-map__map" hidden={!shown}>
        {shown && MapPart ? (
          <MapPart query={query} onArea={onArea} language={language} />
        ) : (
          <div className="property-map__placeholder">
            <p>{t({ id: 'propertyMap.loading', message: 'Loading the map…' })}</p>
          </div>
        )}
      </div>
      {withList
        ? createElement('agency-property-list', { class: 'property-map__list', 'heading-level': String(Math.min(level + 1, 6)), 'hide-map-link': '', lang: language })
        : null}
    </section>
  );
}
