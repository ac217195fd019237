/**
 * The map of Belgium's municipalities (geometry.ts, tools/geo/README.md), loaded as a part
 * by `<agency-region-map>` and by the demand form's zone picker. A click on a
 * municipality ticks or unticks it; the same is done by keyboard in the list of the
 * municipalities in view beside it (a listbox: arrows to move, Enter or Space to tick),
 * whose active option the map outlines. The view zooms to a province.
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { toggleZone, zoneState, zoneTree } from '../../core/demand/zones.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { useShadowStyles } from '../define/styles.ts';
import { GEOMETRY } from './geometry.ts';
import styles from './municipality-map.css?inline';
import { useElementId } from '../define/element-id.ts';

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

  const collator = useMemo(() => new Intl.Collator(undefined, { sensitivity: 'base' }), []);
  const inView = useMemo(
    () =>
      GEOMETRY.municipalities
        .filter(([, province]) => view === ALL || province === view)
        .map(([municipality]) => municipality)
        .sort((a, b) => collator.compare(names.get(a) ?? '', names.get(b) ?? '')),
    [view, names, collator],
  );
  const box = GEOMETRY.provinces.find(([province]) => province === view);
  const margin = 8;
  const viewBox = box ? `${box[1]! - margin} ${box[2]! - margin} ${box[3]! - box[1]! + 2 * margin} ${box[4]! - box[2]! + 2 * margin}` : `0 0 ${GEOMETRY.width} ${GEOMETRY.height}`;
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
        <svg className="region-map__svg" viewBox={viewBox} aria-hidden="true" focusable="false" onMouseLeave={() => setHovered(undefined)}>
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
