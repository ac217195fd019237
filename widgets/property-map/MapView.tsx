/**
 * The map itself, a part loaded after the page's first paint, bound to its controller
 * (core/map/search-map.ts, where the view, the gestures, drawing, the markers' box and the
 * card's choice live): the shipped municipality shapes (core/geo/geometry.ts) drawn
 * as SVG in the plane of core/geo/projection.ts with their names where they fit, and over
 * them the markers the server clusters for the view (GET /properties/map); under them,
 * when the page names one, the agency's raster tiles (MapTiles.tsx).
 * The shapes move by the SVG's viewBox alone and are never re-rendered; the markers and
 * names are placed in pixels, so their size stays the same at every zoom.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { PropertyQuery } from '../../core/api/contract.ts';
import { propertyMapReads } from '../../core/api/resources/property-map.ts';
import { type LatLng } from '../../core/geo/area.ts';
import { toMapPlane, UNITS_PER_DEGREE_LNG } from '../../core/geo/projection.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { createSearchMap, type HistoryStep, placeMarkers, visibleBounds } from '../../core/map/search-map.ts';
import { viewBoxOf } from '../../core/map/view.ts';
import { crosses as areaCrosses } from '../../core/messages/area.ts';
import { decodeArea } from '../../core/geo/area-text.ts';
import { useElementId } from '../define/element-id.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { pointerHandlers, useMapFrame } from '../ui/media/pan-zoom.ts';
import { ZoomButtons } from '../ui/media/ZoomButtons.tsx';
import { GEOMETRY } from '../../core/geo/geometry.ts';
import { MapLabels } from '../zones/MapLabels.tsx';
import { AroundSearch } from './AroundSearch.tsx';
import { MapCard } from './MapCard.tsx';
import { MapMarkers } from './MapMarkers.tsx';
import { TileImages, TileNotice, useTileSource } from './MapTiles.tsx';
import { MapTools } from './MapTools.tsx';
import { MapWords } from './MapWords.tsx';
import { usePlaceNames } from './place-names.ts';

export interface MapViewProps {
  /** the list's query: its filters, the drawn area among them */
  query: PropertyQuery;
  language: Language;
  /** a new drawn area (core/geo/area-text.ts), or none */
  onArea: (area: string | undefined, mode: HistoryStep) => void;
}

const PLANE = [0, 0, GEOMETRY.width, GEOMETRY.height] as const;
const planePoints = (points: readonly LatLng[]) => points.map((point) => toMapPlane(point).join(',')).join(' ');

// the shapes never change: one element tree, which a re-render leaves alone
const SHAPES = (
  <g className="map__shapes">
    {GEOMETRY.municipalities.map(([municipality, , path]) => (
      <path key={municipality} d={path} />
    ))}
    <path className="map__borders" d={GEOMETRY.borders} />
  </g>
);

export function MapView({ query, language, onArea }: MapViewProps) {
  const { t, i18n } = useLingui();
  const id = useElementId();
  const live = useRef(onArea);
  live.current = onArea;
  const map = useMemo(() => createSearchMap({ plane: PLANE, onArea: (area, mode) => live.current(area, mode) }), []);
  useEffect(() => () => map.dispose(), [map]);
  const state = useStore(map.store);
  const { view, size, drawing, corners, stroke, crossing, asked, chosen } = state;
  const frame = useMapFrame<HTMLDivElement>(map);
  const tiles = useTileSource(language);
  const nameOf = usePlaceNames(language, view.scale);
  const [attempt, setAttempt] = useState(0);
  const answer = useResource(propertyMapReads.map(query, { zoom: asked.level, bbox: asked.bbox }), [attempt]);
  const places = useMemo(() => (answer.data?.places ?? []).map((place) => ({ ...place, name: textIn(place.Name, language) })), [answer.data, language]);
  const area = useMemo(() => (query.area ? decodeArea(query.area) : undefined), [query.area]);
  const placed = placeMarkers(answer.data?.markers ?? [], view, size);

  return (
    <div className="map" part="map">
      <MapTools map={map} state={state} query={query} language={language} hintId={`${id}-hint`} />
      <div
        ref={frame}
        className={`map__frame${drawing ? ' map__frame--drawing' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={t({ id: 'propertyMap.frame', message: 'Map of the properties found: the arrow keys move it, plus and minus zoom' })}
        aria-describedby={drawing && !crossing ? `${id}-hint` : undefined}
        {...pointerHandlers<HTMLDivElement>(map, '[data-marker], button, a')}
        onDoubleClick={() => drawing && map.finish()}
        onKeyDown={(event) => event.target === event.currentTarget && map.key(event.key) && event.preventDefault()}
      >
        <svg className={`map__plane${tiles.shown ? ' map__plane--tiles' : ''}`} viewBox={viewBoxOf(view, size)} aria-hidden="true" focusable="false">
          {tiles.shown ? <TileImages template={tiles.template} bounds={visibleBounds(view, size)} pixelsPerDegree={UNITS_PER_DEGREE_LNG * view.scale} /> : null}
          {SHAPES}
          {area ? <polygon className="map__area" points={planePoints(area)} /> : null}
          {drawing && corners.length > 0 ? <polyline className="map__drawing" points={planePoints(corners)} /> : null}
          {drawing && stroke.length > 1 ? <polyline className="map__drawing" points={planePoints(stroke)} /> : null}
        </svg>
        <MapLabels view={view} size={size} nameOf={nameOf} obstacles={placed.map(({ at: [x, y], radius }) => [x - radius, y - radius, x + radius, y + radius] as const)} />
        <MapMarkers placed={placed} size={size} onChoose={map.choose} />
        <ZoomButtons onZoom={(factor) => map.zoomBy(factor)}>
          <button type="button" className="button button--secondary" onClick={map.showAll} aria-label={t({ id: 'propertyMap.showAll', message: 'Show all of the map' })}>
            ⤢
          </button>
        </ZoomButtons>
        <TileNotice source={tiles} />
        {chosen ? (
          <MapCard chosen={chosen} language={language} onPage={map.page} onClose={() => (map.closeCard() as HTMLElement | undefined)?.focus?.()} />
        ) : null}
      </div>
      {answer.status === 'error' ? (
        // an area the server refuses (one that crosses itself, from an old or edited link) is said so; asking again would not help
        <Alert tone="error">
          <p>{i18n._(answer.error.fields.area === areaCrosses.id ? areaCrosses.id : answer.error.messageId)}</p>
          {answer.error.fields.area === areaCrosses.id ? null : (
            <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
              {t({ id: 'propertyMap.retry', message: 'Try again' })}
            </button>
          )}
        </Alert>
      ) : null}
      <MapWords data={answer.data} ready={answer.status === 'ready'} names={places} language={language} />
      <AroundSearch places={places} language={language} onSearch={map.searchAround} />
    </div>
  );
}
