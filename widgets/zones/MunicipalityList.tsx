/**
 * The municipalities in view beside the map, as a listbox: arrows, Home, End and pages of
 * ten move the active option (core/map/zone-map.ts's listKey), a letter goes to the next
 * name that starts with it, Enter or Space ticks it; the map outlines the active one.
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { listKey } from '../../core/map/zone-map.ts';

export interface MunicipalityListProps {
  /** the municipalities in view, in the list's order */
  inView: readonly number[];
  names: ReadonlyMap<number, string>;
  active: number | undefined;
  /** `checked`, `mixed` or anything else for a municipality */
  stateOf: (municipality: number) => string;
  optionId: (municipality: number) => string;
  sameLetter: (a: string, b: string) => boolean;
  onActive: (municipality: number | undefined) => void;
  onHover: (municipality: number | undefined) => void;
  onToggle: (municipality: number) => void;
}

export const stateClass = (state: string) => (state === 'checked' ? ' is-checked' : state === 'mixed' ? ' is-mixed' : '');

export function MunicipalityList({ inView, names, active, stateOf, optionId, sameLetter, onActive, onHover, onToggle }: MunicipalityListProps) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  // the active option stays in view
  useEffect(() => {
    if (active !== undefined) list.current?.querySelector(`[data-id="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = active === undefined ? -1 : inView.indexOf(active);
    const result = listKey(event.key, index, inView.map((municipality) => names.get(municipality) ?? ''), sameLetter);
    if (!result) return;
    event.preventDefault();
    if ('toggle' in result) onToggle(active!);
    else onActive(inView[result.move]);
  };

  return (
    <ul
      ref={list}
      className="region-map__list"
      role="listbox"
      aria-multiselectable="true"
      aria-label={t({ id: 'regionMap.list', message: 'Municipalities on the map' })}
      aria-activedescendant={active !== undefined ? optionId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => active === undefined && inView[0] !== undefined && onActive(inView[0])}
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
            className={`region-map__option${stateClass(state)}${municipality === active ? ' is-active' : ''}`}
            onClick={() => {
              onActive(municipality);
              onToggle(municipality);
            }}
            onMouseEnter={() => onHover(municipality)}
            onMouseLeave={() => onHover(undefined)}
          >
            <span className="region-map__mark" aria-hidden="true" />
            {names.get(municipality) ?? municipality}
          </li>
        );
      })}
    </ul>
  );
}
