/**
 * Where a demand searches: a type-ahead by name or postcode (in the visitor's language,
 * any language's names found), the region tree (region → province → arrondissement →
 * municipality, tri-state checkboxes) and the map of municipalities, all three on one
 * selection (core/demand/zones.ts), so a place ticked on the map is ticked in the tree
 * and the other way round. Loaded as a part of the demand form, with the map as a part of its own.
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { Legend } from '../ui/controls/Field.tsx';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { toggleZone, type ZoneTree, zoneState, zoneTree } from '../../core/demand/zones.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { useShadowStyles } from '../define/styles.ts';
import { lazyPart } from '../ui/loading/Deferred.tsx';
import type { MunicipalityMapProps } from '../zones/MunicipalityMap.tsx';
import styles from './zone-picker.css?inline';
import treeChoice from './tree-choice.css?inline';
import { useElementId } from '../define/element-id.ts';
import { TriStateCheckbox } from './TriStateCheckbox.tsx';

export interface ZonePickerProps {
  places: readonly TreeItemSource[];
  language: Language;
  zones: readonly (number | string)[];
  onZones: (zones: (number | string)[]) => void;
  /** the field's label, error and whether it is required */
  label: string;
  error: string | undefined;
  required: boolean;
}

const map = lazyPart<MunicipalityMapProps>(async () => (await import('../zones/MunicipalityMap.tsx')).MunicipalityMap);
const MAX_SUGGESTIONS = 8;

/** Lower case, without accents or punctuation: "Liège" and "liege" are the same search. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Suggestion {
  zone: number | string;
  label: string;
  detail: string;
}

function suggestions(places: readonly TreeItemSource[], names: ReadonlyMap<number, string>, query: string, parentOf: ZoneTree['parentOf']): Suggestion[] {
  const wanted = fold(query);
  if (wanted === '') return [];
  const within = (id: number) => {
    const parent = parentOf.get(id);
    return parent == null ? '' : names.get(parent) ?? '';
  };
  if (/^\d{1,4}$/.test(wanted)) {
    return places
      .flatMap((place) =>
        (place.Postcodes ?? [])
          .filter((entry) => entry.zip.startsWith(wanted))
          .map((entry) => ({ zone: entry.zip, label: `${entry.zip} ${entry.localities.join(', ')}`, detail: names.get(place.ID) ?? '' })),
      )
      .sort((a, b) => a.label.localeCompare(b.label))
      .slice(0, MAX_SUGGESTIONS);
  }
  const scored: (Suggestion & { score: number })[] = [];
  for (const place of places) {
    const own = names.get(place.ID) ?? '';
    const all = typeof place.Name === 'string' ? [place.Name] : Object.values(place.Name ?? {});
    const localities = (place.Postcodes ?? []).flatMap((entry) => entry.localities);
    const folded = [own, ...all].map(fold);
    const score = folded.some((name) => name.startsWith(wanted))
      ? 0
      : folded.some((name) => name.includes(wanted))
        ? 1
        : localities.some((locality) => fold(locality).startsWith(wanted))
          ? 2
          : -1;
    if (score >= 0) scored.push({ zone: place.ID, label: own, detail: within(place.ID), score });
  }
  return scored.sort((a, b) => a.score - b.score || a.label.localeCompare(b.label)).slice(0, MAX_SUGGESTIONS);
}

export function ZonePicker({ places, language, zones, onZones, label, error, required }: ZonePickerProps) {
  useShadowStyles(styles, treeChoice);
  const { t, i18n } = useLingui();
  const id = useElementId();
  const tree = useMemo(() => zoneTree(places), [places]);
  const names = useMemo(() => new Map(places.map((place) => [place.ID, textIn(place.Name, language)])), [places, language]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [MapPart, setMapPart] = useState(() => map.ready());
  useEffect(() => {
    if (!MapPart) void map.load().then((loaded) => setMapPart(() => loaded));
  }, [MapPart]);

  const found = useMemo(() => suggestions(places, names, query, tree.parentOf), [places, names, query, tree]);
  const toggle = (place: number) => onZones(toggleZone(tree, zones, place));
  const choose = (suggestion: Suggestion) => {
    if (typeof suggestion.zone === 'number') onZones(toggleZone(tree, zones, suggestion.zone, true));
    else if (!zones.includes(suggestion.zone)) onZones([...zones, suggestion.zone]);
    // the tree opens down to what was chosen
    if (typeof suggestion.zone === 'number') {
      const chain: number[] = [];
      for (let parent = tree.parentOf.get(suggestion.zone); parent != null; parent = tree.parentOf.get(parent)) chain.push(parent);
      setOpen((previous) => new Set([...previous, ...chain]));
    }
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (found.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[Math.min(active, found.length - 1)]!);
    } else if (event.key === 'Escape') setQuery('');
  };
  const zoneLabel = (zone: number | string) =>
    typeof zone === 'number' ? (names.get(zone) ?? String(zone)) : t({ id: 'demandForm.zones.postcode', message: `Postcode ${zone}` });

  const zoneName = zoneLabel;
  const errorId = error ? `${id}-error` : undefined;
  const listId = `${id}-suggestions`;

  const branch = (ids: readonly number[], depth: number) => (
    <ul className={depth === 0 ? 'zone-tree' : 'zone-tree__children'}>
      {ids.map((place) => {
        const children = tree.childrenOf.get(place) ?? [];
        const expanded = open.has(place);
        const name = names.get(place) ?? String(place);
        return (
          <li key={place} className="zone-tree__item">
            <div className="zone-tree__row">
              {children.length > 0 ? (
                <button
                  type="button"
                  className="zone-tree__toggle"
                  aria-expanded={expanded ? 'true' : 'false'}
                  aria-label={t({ id: 'demandForm.zones.open', message: `Show what lies in ${name}` })}
                  onClick={() => setOpen((previous) => {
                    const next = new Set(previous);
                    if (expanded) next.delete(place);
                    else next.add(place);
                    return next;
                  })}
                >
                  <span aria-hidden="true" className={`zone-tree__chevron${expanded ? ' is-open' : ''}`} />
                </button>
              ) : (
                <span className="zone-tree__spacer" />
              )}
              <TriStateCheckbox state={zoneState(tree, zones, place)} label={name} onChange={() => toggle(place)} />
            </div>
            {children.length > 0 && expanded ? branch(children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="field zones" aria-describedby={errorId} aria-invalid={error ? 'true' : undefined} part="field">
      <Legend label={label} required={required} />
      {error ? (
        <span className="field__error" id={errorId}>
          {i18n._(error)}
        </span>
      ) : null}
      <div className="zones__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t({ id: 'demandForm.zones.search', message: 'Find a municipality or a postcode' })}
        </label>
        <input
          id={`${id}-search`}
          // the form moves the focus here when no zone is chosen, and its error is read with it
          name="zones"
          aria-describedby={errorId}
          aria-invalid={error ? 'true' : undefined}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={found.length > 0 ? 'true' : 'false'}
          aria-controls={listId}
          aria-activedescendant={found.length > 0 ? `${listId}-${Math.min(active, found.length - 1)}` : undefined}
          value={query}
          onInput={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" className="zones__suggestions" aria-label={t({ id: 'demandForm.zones.suggestions', message: 'Places found' })} hidden={found.length === 0}>
          {found.map((suggestion, index) => (
            <li
              key={String(suggestion.zone)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === Math.min(active, found.length - 1) ? 'true' : 'false'}
              className="zones__suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.label}</span>
              {suggestion.detail ? <span className="zones__detail">{suggestion.detail}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      {zones.length > 0 ? (
        <ul className="zones__chosen" aria-label={t({ id: 'demandForm.zones.chosen', message: 'Your zones' })}>
          {zones.map((zone) => (
            <li key={String(zone)} className="zones__chip">
              <span>{zoneLabel(zone)}</span>
              <button
                type="button"
                className="zones__remove"
                aria-label={t({ id: 'demandForm.zones.remove', message: `Remove ${zoneName(zone)}` })}
                onClick={() => onZones(typeof zone === 'number' ? toggleZone(tree, zones, zone, false) : zones.filter((other) => other !== zone))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="zones__pickers">
        <div className="zones__tree">{branch(tree.roots, 0)}</div>
        <div className="zones__map">
          {MapPart ? <MapPart places={places} language={language} zones={zones} onZones={onZones} /> : <p className="zones__loading">{t({ id: 'demandForm.zones.loadingMap', message: 'Loading the map…' })}</p>}
        </div>
      </div>
    </fieldset>
  );
}
