/**
 * The map of Belgium's municipalities (core/geo/geometry.ts, tools/geo/README.md), loaded as a part
 * by `<agency-region-map>` and by the demand form's zone picker, bound to its controller
 * (core/map/zone-map.ts). A click on a municipality ticks or unticks it; the same is done
 * by keyboard in the list of the municipalities in view beside it (MunicipalityList.tsx),
 * whose active option the map outlines. The view zooms to a province chosen in a select,
 * and like any map with its buttons, the wheel and two fingers, and moves with a drag of
 * the mouse or two fingers (widgets/ui/media/pan-zoom.ts); a drag never ticks the place it ends
 * on. Names stand on the map where they fit (MapLabels.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { toggleZone, zoneState, zoneTree } from '../../core/demand/zones.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { viewBoxOf } from '../../core/map/view.ts';
import { ALL_PROVINCES, createZoneMap, municipalitiesIn, type ProvinceBox } from '../../core/map/zone-map.ts';
import { useElementId } from '../define/element-id.ts';
import { useShadowStyles } from '../define/styles.ts';
import { pointerHandlers, useMapFrame } from '../ui/media/pan-zoom.ts';
import { ZoomButtons } from '../ui/media/ZoomButtons.tsx';
import { GEOMETRY } from '../../core/geo/geometry.ts';
import { MapLabels } from './MapLabels.tsx';
import { MunicipalityList, stateClass } from './MunicipalityList.tsx';
import styles from './municipality-map.css?inline';

export interface MunicipalityMapProps {
  /** the region tree of `GET /reference/regions` */
  places: readonly TreeItemSource[];
  language: Language;
  /** the zones chosen: place ids and postcodes (core/demand/zones.ts) */
  zones: readonly (number | string)[];
  onZones: (zones: (number | string)[]) => void;
}

const PLANE = [0, 0, GEOMETRY.width, GEOMETRY.height] as const;
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
const sameLetter = (a: string, b: string) => collator.compare(a, b) === 0;

export function MunicipalityMap({ places, language, zones, onZones }: MunicipalityMapProps) {
  useShadowStyles(styles);
  const { t } = useLingui();
  const id = useElementId();
  const map = useMemo(() => createZoneMap({ plane: PLANE, provinces: GEOMETRY.provinces as readonly ProvinceBox[], shapes: GEOMETRY.municipalities }), []);
  const { size, view, province, active, hovered } = useStore(map.store);
  const frame = useMapFrame<SVGSVGElement>(map);
  const tree = useMemo(() => zoneTree(places), [places]);
  const names = useMemo(() => new Map(places.map((place) => [place.ID, textIn(place.Name, language)])), [places, language]);
  // a postcode of a municipality half-ticks it
  const zipsOf = useMemo(() => new Map(places.map((place) => [place.ID, (place.Postcodes ?? []).map((entry) => entry.zip)])), [places]);
  const stateOf = (place: number) => {
    const state = zoneState(tree, zones, place);
    return state === 'unchecked' && zipsOf.get(place)?.some((zip) => zones.includes(zip)) ? 'mixed' : state;
  };
  const onToggle = (place: number) => onZones(toggleZone(tree, zones, place));
  const nameOf = (place: number) => names.get(place) ?? '';
  const inView = useMemo(() => municipalitiesIn(GEOMETRY.municipalities, province, nameOf, collator.compare), [province, names]);
  // names on the map: the province's municipalities when one is shown, else every name that fits
  const labelOf = useMemo(() => {
    const drawn = new Set(inView);
    return (place: number) => (province === ALL_PROVINCES || drawn.has(place) ? names.get(place) : undefined);
  }, [inView, province, names]);
  const provinces = useMemo(() => GEOMETRY.provinces.map(([code]) => code!).sort((a, b) => collator.compare(nameOf(a), nameOf(b))), [names]);
  const highlighted = hovered ?? active;
  const optionId = (municipality: number) => `${id}-m${municipality}`;

  return (
    <div className="region-map" part="map">
      <div className="region-map__toolbar">
        <label className="field__label" htmlFor={`${id}-view`}>
          {t({ id: 'regionMap.zoom', message: 'Show' })}
        </label>
        <select id={`${id}-view`} className="input region-map__zoom" value={province} onChange={(event) => map.showProvince(Number(event.currentTarget.value))}>
          <option value={ALL_PROVINCES}>{t({ id: 'regionMap.all', message: 'All of Belgium' })}</option>
          {provinces.map((code) => (
            <option key={code} value={code}>
              {names.get(code) ?? code}
            </option>
          ))}
        </select>
      </div>
      <div className="region-map__body">
        <div className="region-map__frame">
          <svg
            ref={frame}
            className="region-map__svg"
            viewBox={size && view ? viewBoxOf(view, size) : `0 0 ${GEOMETRY.width} ${GEOMETRY.height}`}
            aria-hidden="true"
            focusable="false"
            onMouseLeave={() => map.hover(undefined)}
            {...pointerHandlers<SVGSVGElement>(map)}
          >
            {GEOMETRY.municipalities.map(([municipality, inProvince, d]) =>
              province === ALL_PROVINCES || inProvince === province ? (
                <path
                  key={municipality}
                  d={d}
                  className={`region-map__place${stateClass(stateOf(municipality))}${municipality === highlighted ? ' is-active' : ''}`}
                  onClick={() => {
                    map.setActive(municipality);
                    onToggle(municipality);
                  }}
                  onMouseEnter={() => map.hover(municipality)}
                />
              ) : null,
            )}
            <path className="region-map__borders" d={GEOMETRY.borders} />
            {highlighted !== undefined ? (
              <path className="region-map__outline" d={GEOMETRY.municipalities.find(([municipality]) => municipality === highlighted)?.[2] ?? ''} />
            ) : null}
          </svg>
          {size && view ? <MapLabels view={view} size={size} nameOf={labelOf} /> : null}
          <ZoomButtons onZoom={(factor) => map.zoomBy(factor)} />
        </div>
        <p className="region-map__caption" aria-hidden="true">
          {highlighted !== undefined ? names.get(highlighted) : t({ id: 'regionMap.hint', message: 'Click a municipality, or choose it in the list.' })}
        </p>
        <MunicipalityList
          inView={inView}
          names={names}
          active={active}
          stateOf={stateOf}
          optionId={optionId}
          sameLetter={sameLetter}
          onActive={map.setActive}
          onHover={map.hover}
          onToggle={onToggle}
        />
      </div>
    </div>
  );
}
