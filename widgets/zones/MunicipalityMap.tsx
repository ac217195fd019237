/**
 * The map of Belgium's municipalities (geometry.ts, tools/geo/README.md), loaded as a part
 * by `<agency-region-map>` and by the demand form's zone picker. A click on a
 * municipality ticks or unticks it; the same is done by keyboard in the list of the
 * municipalities in view beside it (a listbox: arrows to move, Enter or Space to tick),
 * whose active option the map outlines. The view zooms to a province chosen in a select,
 * and like any map with its buttons, the wheel, two fingers, and moves with a drag of the
 * mouse or two fingers (widgets/ui/pan-zoom.ts); a drag never ticks the place it ends on.
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { toggleZone, zoneState, zoneTree } from '../../core/demand/zones.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { useShadowStyles } from '../define/styles.ts';
import { GEOMETRY } from './geometry.ts';
import styles from './municipality-map.css?inline';
import { useElementId } from '../define/element-id.ts';
import { fitBox, panView, type Pixel, pixelIn, Pointers, type Size, useElementSize, useWheelZoom, type View, viewBoxOf, zoomView } from '../ui/pan-zoom.ts';
import { ZoomButtons } from '../ui/ZoomButtons.tsx';

export interface MunicipalityMapProps {
  /** the region tree of `GET /reference/regions` */
  places: readonly TreeItemSource[];
  language: Language;
  /** the zones chosen: place ids and postcodes (core/demand/zones.ts) */
  zones: readonly (number | string)[];
  onZones: (zones: (number | string)[]) => void;
}

const ALL = 0;
const PAGE = 10;
/** How far a pointer moves before a press is a drag rather than a click. */
const DRAG_PIXELS = 5;
/** The closest zoom, in times the whole of Belgium: a municipality fills the frame. */
const MAX_ZOOM = 16;
const BELGIUM = [0, 0, GEOMETRY.width, GEOMETRY.height] as const;
const MARGIN = 8;

/** The view of a province (or all of Belgium), a margin around it. */
function provinceView(province: number, size: Size): View {
  const box = GEOMETRY.provinces.find(([code]) => code === province);
  return box ? fitBox([box[1]! - MARGIN, box[2]! - MARGIN, box[3]! + MARGIN, box[4]! + MARGIN], size, 1) : fitBox(BELGIUM, size, 1);
}

export function MunicipalityMap({ places, language, zones, onZones }: MunicipalityMapProps) {
  useShadowStyles(styles);
  const tree = useMemo(() => zoneTree(places), [places]);
  const names = useMemo(() => new Map(places.map((place) => [place.ID, textIn(place.Name, language)])), [places, language]);
  // a postcode of a municipality half-ticks it
  const zipsOf = useMemo(() => new Map(places.map((place) => [place.ID, (place.Postcodes ?? []).map((entry) => entry.zip)])), [places]);
  const stateOf = (place: number) => {
    const state = zoneState(tree, zones, place);
    return state === 'unchecked' && zipsOf.get(place)?.some((zip) => zones.includes(zip)) ? 'mixed' : state;
  };
  const onToggle = (place: number) => onZones(toggleZone(tree, zones, place));
  const { t } = useLingui();
  const id = useElementId();
  const [view, setView] = useState(ALL);
  const [active, setActive] = useState<number | undefined>();
  const [hovered, setHovered] = useState<number | undefined>();
  const list = useRef<HTMLUListElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const size = useElementSize(svg);
  const [camera, setCamera] = useState<View | undefined>();
  const pointers = useRef(new Pointers()).current;
  const drag = useRef<{ at: Pixel; view: View; moved: boolean } | null>(null);

  const collator = useMemo(() => new Intl.Collator(undefined, { sensitivity: 'base' }), []);
  const inView = useMemo(
    () =>
      GEOMETRY.municipalities
        .filter(([, province]) => view === ALL || province === view)
        .map(([municipality]) => municipality)
        .sort((a, b) => collator.compare(names.get(a) ?? '', names.get(b) ?? '')),
    [view, names, collator],
  );
  // the province chosen (or Belgium) fills the frame once it is measured, and again when another is chosen
  useEffect(() => {
    if (size) setCamera(provinceView(view, size));
  }, [view, size === undefined]);
  const limits = size ? { min: fitBox(BELGIUM, size).scale * 0.8, max: fitBox(BELGIUM, size).scale * MAX_ZOOM } : undefined;
  const zoomBy = (factor: number, at?: Pixel) =>
    size && limits && setCamera((current) => current && zoomView(current, size, current.scale * factor, limits, at ?? [size.width / 2, size.height / 2]));
  useWheelZoom(svg, zoomBy);
  const viewBox = size && camera ? viewBoxOf(camera, size) : `0 0 ${GEOMETRY.width} ${GEOMETRY.height}`;

  // one pointer drags the map (once it has moved: a press that stays is a click on a
  // municipality); two pinch it. One finger is the page's: it scrolls the form the map
  // sits in (touch-action), and two fingers move the map as they zoom it
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 || !camera) return;
    pointers.press(event.pointerId, pixelIn(event.currentTarget, event));
    drag.current = pointers.count === 1 && event.pointerType !== 'touch' ? { at: pixelIn(event.currentTarget, event), view: camera, moved: false } : null;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const at = pixelIn(event.currentTarget, event);
    const pinch = pointers.move(event.pointerId, at);
    if (pinch && size && limits) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setCamera((current) => current && zoomView(current, size, current.scale * pinch.factor, limits, pinch.from, pinch.to));
      return;
    }
    const start = drag.current;
    if (!start) return;
    const [dx, dy] = [at[0] - start.at[0], at[1] - start.at[1]];
    if (!start.moved && Math.hypot(dx, dy) < DRAG_PIXELS) return;
    // captured once it is a drag: the click that ends it then goes to the map, not to a municipality
    if (!start.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    start.moved = true;
    setCamera(panView(start.view, dx, dy));
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.release(event.pointerId);
    if (pointers.count === 0) drag.current = null;
  };
  const provinces = useMemo(
    () => GEOMETRY.provinces.map(([province]) => province!).sort((a, b) => collator.compare(names.get(a) ?? '', names.get(b) ?? '')),
    [names, collator],
  );

  // the active option stays in view, and in the list of what is in view
  useEffect(() => {
    if (active !== undefined && !inView.includes(active)) setActive(undefined);
  }, [inView, active]);
  useEffect(() => {
    if (active === undefined) return;
    list.current?.querySelector(`[data-id="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = active === undefined ? -1 : inView.indexOf(active);
    const move = (next: number) => {
      event.preventDefault();
      setActive(inView[Math.max(0, Math.min(inView.length - 1, next))]);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? 0 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(inView.length - 1);
      case 'PageDown':
        return move(index + PAGE);
      case 'PageUp':
        return move(index - PAGE);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (active !== undefined) onToggle(active);
        else if (inView[0] !== undefined) setActive(inView[0]);
        return;
      default:
        // type a letter to go to the next name that starts with it
        if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
          const start = index + 1;
          const found = [...inView.slice(start), ...inView.slice(0, start)].find((candidate) =>
            collator.compare((names.get(candidate) ?? '').charAt(0), event.key) === 0,
          );
          if (found !== undefined) move(inView.indexOf(found));
        }
    }
  };

  const highlighted = hovered ?? active;
  const optionId = (municipality: number) => `${id}-m${municipality}`;
  const stateClass = (municipality: number) => {
    const state = stateOf(municipality);
    return state === 'checked' ? ' is-checked' : state === 'mixed' ? ' is-mixed' : '';
  };

  return (
    <div className="region-map" part="map">
      <div className="region-map__toolbar">
        <label className="field__label" htmlFor={`${id}-view`}>
          {t({ id: 'regionMap.zoom', message: 'Show' })}
        </label>
        <select id={`${id}-view`} className="input region-map__zoom" value={view} onChange={(event) => setView(Number(event.currentTarget.value))}>
          <option value={ALL}>{t({ id: 'regionMap.all', message: 'All of Belgium' })}</option>
          {provinces.map((province) => (
            <option key={province} value={province}>
              {names.get(province) ?? province}
            </option>
          ))}
        </select>
      </div>
      <div className="region-map__body">
        <div className="region-map__frame">
          <svg
            ref={svg}
            className="region-map__svg"
            viewBox={viewBox}
            aria-hidden="true"
            focusable="false"
            onMouseLeave={() => setHovered(undefined)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            {GEOMETRY.municipalities.map(([municipality, province, d]) =>
              view === ALL || province === view ? (
                <path
                  key={municipality}
                  d={d}
                  className={`region-map__place${stateClass(municipality)}${municipality === highlighted ? ' is-active' : ''}`}
                  onClick={() => {
                    setActive(municipality);
                    onToggle(municipality);
                  }}
                  onMouseEnter={() => setHovered(municipality)}
                />
              ) : null,
            )}
            <path className="region-map__borders" d={GEOMETRY.borders} />
            {highlighted !== undefined ? (
              <path className="region-map__outline" d={GEOMETRY.municipalities.find(([municipality]) => municipality === highlighted)?.[2] ?? ''} />
            ) : null}
          </svg>
          <ZoomButtons onZoom={zoomBy} />
        </div>
        <p className="region-map__caption" aria-hidden="true">
          {highlighted !== undefined ? names.get(highlighted) : t({ id: 'regionMap.hint', message: 'Click a municipality, or choose it in the list.' })}
        </p>
        <ul
          ref={list}
          className="region-map__list"
          role="listbox"
          aria-multiselectable="true"
          aria-label={t({ id: 'regionMap.list', message: 'Municipalities on the map' })}
          aria-activedescendant={active !== undefined ? optionId(active) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (active === undefined && inView[0] !== undefined) setActive(inView[0]);
          }}
        >
          {inView.map((municipality) => {
            const state = stateOf(municipality);
            return (
              <li
                key={municipality}
                id={optionId(municipality)}
                data-id={municipality}
                role="option"
                aria-selected={state === 'checked' ? 'true' : 'false'}
                className={`region-map__option${stateClass(municipality)}${municipality === active ? ' is-active' : ''}`}
                onClick={() => {
                  setActive(municipality);
                  onToggle(municipality);
                }}
                onMouseEnter={() => setHovered(municipality)}
                onMouseLeave={() => setHovered(undefined)}
              >
                <span className="region-map__mark" aria-hidden="true" />
                {names.get(municipality) ?? municipality}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
