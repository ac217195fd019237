/**
 * The map itself, a part loaded after the page's first paint: the shipped municipality
 * shapes (widgets/zones/geometry.ts) drawn as SVG in the plane of core/geo/projection.ts,
 * and over them the markers the server clusters for the view (GET /properties/map); under
 * them, when the page names one, the agency's raster tiles (MapTiles.tsx).
 * The shapes move by the SVG's viewBox alone and are never re-rendered; the markers are
 * placed in pixels, so their size and text stay the same at every zoom.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { PropertyQuery } from '../../core/api/contract.ts';
import { type MapMarker, type PropertyMap, propertyMapReads } from '../../core/api/resources/property-map.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { knownRead } from '../../core/api/client.ts';
import { areaCrossesItself, circleArea, decodeArea, encodeArea, lassoLoop, type LatLng, simplifyArea } from '../../core/geo/area.ts';
import { crosses as areaCrosses } from '../../core/messages/area.ts';
import { fromMapPlane, toMapPlane, UNITS_PER_DEGREE_LNG } from '../../core/geo/projection.ts';
import { pathCentre } from '../../core/geo/shapes.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { useAgencyStore } from '../define/page-context.ts';
import { useElementId } from '../define/element-id.ts';
import { Alert } from '../ui/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { SelectField } from '../ui/Field.tsx';
import { PropertyCard } from '../ui/PropertyCard.tsx';
import { fitBox, panView, type Pixel, planeAt, Pointers, type Size, useElementSize, useWheelZoom, type View, viewBoxOf, zoomView } from '../ui/pan-zoom.ts';
import type { HistoryMode } from '../ui/use-url-search.ts';
import { ZoomButtons } from '../ui/ZoomButtons.tsx';
import { GEOMETRY } from '../zones/geometry.ts';
import { useSettled } from '../property-search/use-settled.ts';
import { TileImages, TileNotice, useTileSource } from './MapTiles.tsx';
import { keepInformedOfSearch } from '../../core/demand/area-link.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { url } from '../../core/api/client.ts';

export interface MapViewProps {
  /** the list's query: its filters, the drawn area among them */
  query: PropertyQuery;
  language: Language;
  /** a new drawn area (core/geo/area-text.ts), or none */
  onArea: (area: string | undefined, mode: HistoryMode) => void;
}

/** supercluster's levels (a 512-pixel world at level 0) for a scale of ours. */
const MAX_LEVEL = 16;
function clusterLevel(scale: number): number {
  return Math.max(0, Math.min(MAX_LEVEL, Math.floor(Math.log2((UNITS_PER_DEGREE_LNG * scale * 360) / 512))));
}
const scaleOfLevel = (level: number) => (512 * 2 ** level) / (360 * UNITS_PER_DEGREE_LNG);

const RADII = [1, 2, 5, 10, 20] as const;
/** How far a pointer moves before a press is a drag rather than a click. */
const DRAG_PIXELS = 5;
/** Places named in the text alternative before "elsewhere". */
const NAMED_PLACES = 6;

const fitted = (size: Size): View => fitBox([0, 0, GEOMETRY.width, GEOMETRY.height], size);
/** Before the frame is measured. */
const FIRST_SIZE: Size = { width: 640, height: 448 };

export function MapView({ query, language, onArea }: MapViewProps) {
  const { t, i18n } = useLingui();
  const id = useElementId();
  const frame = useRef<HTMLDivElement>(null);
  const size = useElementSize(frame) ?? FIRST_SIZE;
  const [view, setView] = useState<View>(() => fitted(size));
  const fittedOnce = useRef(false);
  const highlighted = useAgencyStore((state) => state.highlighted);
  const setHighlighted = useAgencyStore((state) => state.setHighlighted);
  // the listings a marker stands for (one, or those of a point that never splits) and the one shown
  const [chosen, setChosen] = useState<{ ids: readonly number[]; index: number } | undefined>();
  const selected = chosen ? chosen.ids[chosen.index] : undefined;
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState<LatLng[]>([]);
  const [stroke, setStroke] = useState<LatLng[]>([]);
  // an area that would cross itself, refused: its message stays until the corners change
  const [crossing, setCrossing] = useState(false);
  const [followView, setFollowView] = useState(false);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);
  const pointers = useRef(new Pointers()).current;
  const area = useMemo(() => (query.area ? decodeArea(query.area) : undefined), [query.area]);
  const tiles = useTileSource(language);

  // the first size the frame is measured at fits Belgium in it
  useEffect(() => {
    if (size === FIRST_SIZE || fittedOnce.current) return;
    fittedOnce.current = true;
    setView(fitted(size));
  }, [size]);

  const toPlane = (px: number, py: number): [number, number] => planeAt(view, size, [px, py]);
  const toPixels = (x: number, y: number): [number, number] => [(x - view.x) * view.scale + size.width / 2, (y - view.y) * view.scale + size.height / 2];
  const pixelOf = (event: { clientX: number; clientY: number }): Pixel => {
    const box = frame.current!.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const pointerPlane = (event: { clientX: number; clientY: number }) => planeAt(view, size, pixelOf(event));

  const limits = { min: fitted(size).scale * 0.8, max: scaleOfLevel(MAX_LEVEL) };
  const centre: Pixel = [size.width / 2, size.height / 2];
  /** Zooms by `factor` around a pixel (the frame's centre by default): the point under it stays under it. */
  const zoomBy = (factor: number, at: Pixel = centre) => setView((current) => zoomView(current, size, current.scale * factor, limits, at));
  useWheelZoom(frame, zoomBy);

  // what is in view, as the server's box: half a view more on each side, so a short pan asks nothing new
  const level = clusterLevel(view.scale);
  const [west, north] = fromMapPlane(...toPlane(-size.width / 2, -size.height / 2)).reverse() as [number, number];
  const [east, south] = fromMapPlane(...toPlane(size.width * 1.5, size.height * 1.5)).reverse() as [number, number];
  const [fetched, setFetched] = useState<{ level: number; bbox: [number, number, number, number] }>({ level, bbox: [west, south, east, north] });
  useEffect(() => {
    const [fw, fs, fe, fn] = fetched.bbox;
    const [vw, vn] = fromMapPlane(...toPlane(0, 0)).reverse() as [number, number];
    const [ve, vs] = fromMapPlane(...toPlane(size.width, size.height)).reverse() as [number, number];
    if (fetched.level !== level || vw < fw || ve > fe || vs < fs || vn > fn) setFetched({ level, bbox: [west, south, east, north] });
  }, [level, west, south, east, north]);
  const settled = useSettled(JSON.stringify(fetched), 150);
  const viewAsked = JSON.parse(settled) as typeof fetched;
  const [attempt, setAttempt] = useState(0);
  const answer = useResource(propertyMapReads.map(query, { zoom: viewAsked.level, bbox: viewAsked.bbox }), [attempt]);
  const data: PropertyMap | undefined = answer.data;

  // "search as I move the map": the view, once it rests, is the area
  const viewKey = `${Math.round(view.x)},${Math.round(view.y)},${view.scale.toFixed(3)}`;
  const restingView = useSettled(viewKey, 600);
  useEffect(() => {
    if (!followView) return;
    const [nw, ne, se, sw] = [toPlane(0, 0), toPlane(size.width, 0), toPlane(size.width, size.height), toPlane(0, size.height)].map(([x, y]) => fromMapPlane(x, y));
    onArea(encodeArea([nw!, ne!, se!, sw!]), 'replace');
  }, [followView, restingView]);

  const markers = useMemo(() => [...(data?.markers ?? [])].sort((a, b) => b.lat - a.lat || a.lng - b.lng), [data]);
  const card = useResource(selected === undefined ? knownRead(undefined) : propertyReads.summary(selected, language));
  const closeButton = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<Element | null>(null);
  useEffect(() => {
    if (selected !== undefined && card.status === 'ready') closeButton.current?.focus();
  }, [selected, card.status]);

  const stopDrawing = () => {
    setDrawing(false);
    setCorners([]);
    setStroke([]);
    setCrossing(false);
  };
  /**
   * The corners clicked, or a line drawn with the pointer held down (a lasso), as the area.
   * A lasso is forgiven its overshoot (lassoLoop); clicked corners whose border would cross
   * itself are refused and kept, so that the visitor can take back the last ones.
   */
  const finish = (points: readonly LatLng[], lasso = false) => {
    const ring = lasso ? lassoLoop(points) : simplifyArea(points);
    if (ring.length < 3) return lasso ? setStroke([]) : undefined;
    if (areaCrossesItself(ring)) {
      setStroke([]);
      setCrossing(true);
      return;
    }
    stopDrawing();
    setFollowView(false);
    onArea(encodeArea(ring), 'push');
  };
  const addCorner = (corner: LatLng | undefined) => {
    setCrossing(false);
    setCorners((points) => (corner ? [...points, corner] : points.slice(0, -1)));
  };

  const onMarker = (marker: MapMarker, element: Element) => {
    if (marker.count > 1 && !marker.IDs) {
      const [x, y] = toMapPlane([marker.lat, marker.lng]);
      const scale = Math.max(view.scale * 2, scaleOfLevel(marker.expand ?? level + 1));
      setView({ x, y, scale: Math.min(limits.max, scale) });
      return;
    }
    openedFrom.current = element;
    setChosen({ ids: marker.IDs ?? (marker.ID === undefined ? [] : [marker.ID]), index: 0 });
  };

  const closeCard = () => {
    setChosen(undefined);
    (openedFrom.current as HTMLElement | null)?.focus?.();
  };

  // one pointer pans (or draws); a second one makes it a pinch, which zooms around the
  // fingers' midpoint and moves with it, and leaves no corner or line behind
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('[data-marker], button, a')) return;
    frame.current?.setPointerCapture?.(event.pointerId);
    pointers.press(event.pointerId, pixelOf(event));
    if (pointers.count > 1) {
      drag.current = null;
      setStroke([]);
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    if (drawing) setStroke([fromMapPlane(...pointerPlane(event))]);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const pinch = pointers.move(event.pointerId, pixelOf(event));
    if (pinch) {
      setView((current) => zoomView(current, size, current.scale * pinch.factor, limits, pinch.from, pinch.to));
      return;
    }
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_PIXELS) return;
    start.moved = true;
    if (drawing) setStroke((points) => [...points, fromMapPlane(...pointerPlane(event))]);
    else setView(panView(start.view, dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.release(event.pointerId);
    const start = drag.current;
    drag.current = null;
    if (!start || !drawing) return;
    // a line drawn with the pointer held down is the area; a click adds a corner
    if (start.moved) finish(stroke, true);
    else addCorner(fromMapPlane(...pointerPlane(event)));
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.release(event.pointerId);
    drag.current = null;
    setStroke([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== frame.current) return;
    const step = 80 / view.scale;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) setView({ ...view, x: view.x + move[0], y: view.y + move[1] });
    else if (event.key === '+' || event.key === '=') zoomBy(2);
    else if (event.key === '-') zoomBy(1 / 2);
    else if (event.key === 'Escape' && drawing) stopDrawing();
    else return;
    event.preventDefault();
  };

  // the shapes never change: one element tree, which a re-render leaves alone
  const shapes = useMemo(
    () => (
      <g className="map__shapes">
        {GEOMETRY.municipalities.map(([municipality, , path]) => (
          <path key={municipality} d={path} />
        ))}
        <path className="map__borders" d={GEOMETRY.borders} />
      </g>
    ),
    [],
  );
  const visibleBounds = () => {
    const [north, west] = fromMapPlane(...toPlane(0, 0));
    const [south, east] = fromMapPlane(...toPlane(size.width, size.height));
    return { west, south, east, north };
  };
  const viewBox = viewBoxOf(view, size);
  const planePoints = (points: readonly LatLng[]) => points.map((point) => toMapPlane(point).join(',')).join(' ');

  // the text alternative: what the map shows, in words
  const names = useMemo(() => (data?.places ?? []).map((place) => ({ ...place, name: textIn(place.Name, language) })), [data, language]);
  const total = data?.total ?? 0;
  const totalText = t({ id: 'propertyMap.total', message: plural(total, { one: '# property on the map', other: '# properties on the map' }) });
  const named = names.slice(0, NAMED_PLACES).map((place) => {
    const count = formatNumber(place.count, language);
    return t({ id: 'propertyMap.inPlace', message: `${count} in ${place.name}` });
  });
  const elsewhere = names.slice(NAMED_PLACES).reduce((sum, place) => sum + place.count, 0);
  if (elsewhere > 0) {
    const count = formatNumber(elsewhere, language);
    named.push(t({ id: 'propertyMap.elsewhere', message: `${count} elsewhere` }));
  }
  const unplaced = data?.unplaced ?? 0;
  const places = named.join(', ');
  const inWords = named.length > 0 ? t({ id: 'propertyMap.inWords', message: `${totalText}: ${places}.` }) : `${totalText}.`;
  const words = unplaced > 0 ? `${inWords} ${t({ id: 'propertyMap.unplaced', message: plural(unplaced, { one: '# has no location to show.', other: '# have no location to show.' }) })}` : inWords;

  // the keyboard's way to an area: a municipality of the results and a radius around it
  const centres = useMemo(() => new Map(GEOMETRY.municipalities.map(([municipality, , path]) => [municipality, path] as const)), []);
  const aroundPlaces = useMemo(
    () => names.filter((place) => centres.has(place.ID)).sort((a, b) => a.name.localeCompare(b.name, language)),
    [names, centres, language],
  );
  const [aroundPlace, setAroundPlace] = useState('');
  const [radius, setRadius] = useState<string>('5');
  const searchAround = () => {
    const path = centres.get(Number(aroundPlace || aroundPlaces[0]?.ID));
    const centre = path ? pathCentre(path) : undefined;
    if (!centre) return;
    setFollowView(false);
    onArea(encodeArea(circleArea(centre, Number(radius))), 'push');
    const [x, y] = toMapPlane(centre);
    setView({ x, y, scale: Math.max(view.scale, (Math.min(size.width, size.height) / (Number(radius) * 2 * 200)) * 111.32 * 0.8) });
  };

  const markerLabel = (marker: MapMarker) =>
    marker.IDs
      ? t({ id: 'propertyMap.atCentre', message: plural(marker.count, { one: '# property at the centre of its municipality: show it', other: '# properties at the centre of their municipality: show them' }) })
      : marker.count > 1
      ? t({ id: 'propertyMap.cluster', message: plural(marker.count, { one: '# property here: zoom in', other: '# properties here: zoom in' }) })
      : marker.exact
        ? t({ id: 'propertyMap.marker', message: 'A property: show its card' })
        : t({ id: 'propertyMap.markerApproximate', message: 'A property, shown at the centre of its municipality: show its card' });

  return (
    <div className="map" part="map">
      <div className="map__tools">
        {drawing ? (
          <>
            <button type="button" className="button" disabled={corners.length < 3} onClick={() => finish(corners)}>
              {t({ id: 'propertyMap.finish', message: 'Finish the area' })}
            </button>
            <button type="button" className="button button--secondary" disabled={corners.length === 0} onClick={() => addCorner(undefined)}>
              {t({ id: 'propertyMap.removeCorner', message: 'Remove the last corner' })}
            </button>
            <button type="button" className="button button--secondary" onClick={stopDrawing}>
              {t({ id: 'propertyMap.cancel', message: 'Cancel' })}
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setDrawing(true)}>
            {t({ id: 'propertyMap.draw', message: 'Draw an area' })}
          </button>
        )}
        {area ? (
          <button type="button" className="button button--quiet" onClick={() => (setFollowView(false), onArea(undefined, 'push'))}>
            {t({ id: 'propertyMap.removeArea', message: 'Remove the area' })}
          </button>
        ) : null}
        {area ? (
          <a className="button button--quiet" href={url(pathFor('demand-register', language), '', keepInformedOfSearch(query))}>
            {t({ id: 'propertyMap.keepInformed', message: 'Keep me informed of this area' })}
          </a>
        ) : null}
        <label className="map__follow">
          <input type="checkbox" checked={followView} onChange={(event) => setFollowView((event.target as HTMLInputElement).checked)} />
          <span>{t({ id: 'propertyMap.searchAsMove', message: 'Search as I move the map' })}</span>
        </label>
      </div>
      {drawing && crossing ? (
        <Alert tone="error">
          <p className="alert__text">{i18n._(areaCrosses.id)}</p>
        </Alert>
      ) : drawing ? (
        <p className="map__hint" id={`${id}-hint`}>
          {t({ id: 'propertyMap.drawHint', message: 'Click the corners of the area on the map, or draw it with the pointer held down. Without a pointer, search around a municipality below.' })}
        </p>
      ) : null}
      <div
        ref={frame}
        className={`map__frame${drawing ? ' map__frame--drawing' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={t({ id: 'propertyMap.frame', message: 'Map of the properties found: the arrow keys move it, plus and minus zoom' })}
        aria-describedby={drawing && !crossing ? `${id}-hint` : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onDoubleClick={() => drawing && finish(corners)}
        onKeyDown={onKeyDown}
      >
        <svg className={`map__plane${tiles.shown ? ' map__plane--tiles' : ''}`} viewBox={viewBox} aria-hidden="true" focusable="false">
          {tiles.shown ? <TileImages template={tiles.template} bounds={visibleBounds()} pixelsPerDegree={UNITS_PER_DEGREE_LNG * view.scale} /> : null}
          {shapes}
          {area ? <polygon className="map__area" points={planePoints(area)} /> : null}
          {drawing && corners.length > 0 ? <polyline className="map__drawing" points={planePoints(corners)} /> : null}
          {drawing && stroke.length > 1 ? <polyline className="map__drawing" points={planePoints(stroke)} /> : null}
        </svg>
        <svg className="map__markers" width={size.width} height={size.height}>
          {markers.map((marker) => {
            const [px, py] = toPixels(...toMapPlane([marker.lat, marker.lng]));
            if (px < -40 || py < -40 || px > size.width + 40 || py > size.height + 40) return null;
            const cluster = marker.count > 1;
            const radius = cluster ? 12 + Math.min(14, Math.log2(marker.count) * 2.5) : 7;
            const marked = !cluster && marker.ID !== undefined && marker.ID === highlighted;
            const key = cluster ? `c${marker.lat},${marker.lng}` : `p${marker.ID}`;
            return (
              <g
                key={key}
                data-marker={marker.IDs ? 'group' : cluster ? 'cluster' : 'property'}
                data-count={marker.count}
                className={`marker${cluster ? ' marker--cluster' : ''}${marker.exact === false ? ' marker--approximate' : ''}${marked ? ' marker--marked' : ''}`}
                transform={`translate(${px.toFixed(1)} ${py.toFixed(1)})`}
                role="button"
                tabIndex={0}
                aria-label={markerLabel(marker)}
                onClick={(event) => onMarker(marker, event.currentTarget)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onMarker(marker, event.currentTarget);
                  }
                }}
                onPointerEnter={() => !cluster && setHighlighted(marker.ID)}
                onPointerLeave={() => !cluster && setHighlighted(undefined)}
                onFocus={() => !cluster && setHighlighted(marker.ID)}
                onBlur={() => !cluster && setHighlighted(undefined)}
              >
                <circle r={marked ? radius + 3 : radius} />
                {cluster ? (
                  <text dy="0.35em" aria-hidden="true">
                    {marker.count > 999 ? `${Math.round(marker.count / 100) / 10}k` : marker.count}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        <ZoomButtons onZoom={zoomBy}>
          <button type="button" className="button button--secondary" onClick={() => setView(fitted(size))} aria-label={t({ id: 'propertyMap.showAll', message: 'Show all of the map' })}>
            ⤢
          </button>
        </ZoomButtons>
        <TileNotice source={tiles} />
        {selected !== undefined ? (
          <div className="map__card" role="group" aria-label={t({ id: 'propertyMap.card', message: 'The property you chose' })} onKeyDown={(event) => event.key === 'Escape' && closeCard()}>
            <button type="button" ref={closeButton} className="button button--quiet map__close" onClick={closeCard}>
              {t({ id: 'propertyMap.close', message: 'Close' })}
            </button>
            {chosen && chosen.ids.length > 1 ? (
              <p className="map__paging">
                <button type="button" className="button button--quiet" disabled={chosen.index === 0} onClick={() => setChosen({ ...chosen, index: chosen.index - 1 })}>
                  {t({ id: 'propertyMap.previous', message: 'Previous' })}
                </button>
                <span>{t({ id: 'propertyMap.position', message: `${formatNumber(chosen.index + 1, language)} of ${formatNumber(chosen.ids.length, language)}` })}</span>
                <button type="button" className="button button--quiet" disabled={chosen.index === chosen.ids.length - 1} onClick={() => setChosen({ ...chosen, index: chosen.index + 1 })}>
                  {t({ id: 'propertyMap.next', message: 'Next' })}
                </button>
              </p>
            ) : null}
            {card.data ? <PropertyCard property={card.data} language={language} headingLevel={3} eager /> : null}
            {card.status === 'error' ? <p>{i18n._(card.error.messageId)}</p> : null}
          </div>
        ) : null}
      </div>
      {answer.status === 'error' ? (
        // an area the server refuses (one that crosses itself, from an old or edited link) is said so; asking again would not help
        answer.error.fields.area === areaCrosses.id ? (
          <Alert tone="error">
            <p>{i18n._(areaCrosses.id)}</p>
          </Alert>
        ) : (
          <Alert tone="error">
            <p>{i18n._(answer.error.messageId)}</p>
            <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
              {t({ id: 'propertyMap.retry', message: 'Try again' })}
            </button>
          </Alert>
        )
      ) : null}
      <p className="map__words" data-total={data ? total : undefined} data-unplaced={data ? unplaced : undefined}>
        {data ? words : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {answer.status === 'ready' ? totalText : ''}
      </p>
      <fieldset className="map__around">
        <legend>{t({ id: 'propertyMap.around', message: 'Search around a municipality' })}</legend>
        <SelectField
          name="around-place"
          label={t({ id: 'propertyMap.aroundPlace', message: 'Municipality' })}
          value={aroundPlace || String(aroundPlaces[0]?.ID ?? '')}
          onValue={setAroundPlace}
          options={aroundPlaces.map((place) => ({ value: String(place.ID), label: place.name }))}
        />
        <SelectField
          name="radius"
          label={t({ id: 'propertyMap.radius', message: 'Within' })}
          value={radius}
          onValue={setRadius}
          options={RADII.map((km) => {
            const distance = formatNumber(km, language);
            return { value: String(km), label: t({ id: 'propertyMap.kilometres', message: `${distance} km` }) };
          })}
        />
        <button type="button" className="button button--secondary" disabled={aroundPlaces.length === 0} onClick={searchAround}>
          {t({ id: 'propertyMap.searchAround', message: 'Search this area' })}
        </button>
      </fieldset>
    </div>
  );
}
