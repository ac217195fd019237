/**
 * The keyboard's way to an area: a municipality of the results and a radius around it,
 * searched as a circle (core/geo/area.ts's circleArea), which the map then shows.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../core/format/numbers.ts';
import type { LatLng } from '../../core/geo/area.ts';
import { pathCentre } from '../../core/geo/shapes.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { RADII } from '../../core/map/search-map.ts';
import { SelectField } from '../ui/controls/Field.tsx';
import { GEOMETRY } from '../../core/geo/geometry.ts';

export interface AroundSearchProps {
  /** the municipalities of the results, with their names */
  places: readonly { ID: number; name: string }[];
  language: Language;
  onSearch: (centre: LatLng, radiusKm: number) => void;
}

const paths = new Map(GEOMETRY.municipalities.map(([municipality, , path]) => [municipality, path] as const));

export function AroundSearch({ places, language, onSearch }: AroundSearchProps) {
  const { t } = useLingui();
  const choices = useMemo(() => places.filter((place) => paths.has(place.ID)).sort((a, b) => a.name.localeCompare(b.name, language)), [places, language]);
  const [place, setPlace] = useState('');
  const [radius, setRadius] = useState('5');
  const chosen = place || String(choices[0]?.ID ?? '');
  const search = () => {
    const centre = pathCentre(paths.get(Number(chosen)) ?? '');
    if (centre) onSearch(centre, Number(radius));
  };
  return (
    <fieldset className="map__around">
      <legend>{t({ id: 'propertyMap.around', message: 'Search around a municipality' })}</legend>
      <SelectField
        name="around-place"
        label={t({ id: 'propertyMap.aroundPlace', message: 'Municipality' })}
        value={chosen}
        onValue={setPlace}
        options={choices.map((choice) => ({ value: String(choice.ID), label: choice.name }))}
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
      <button type="button" className="button button--secondary" disabled={choices.length === 0} onClick={search}>
        {t({ id: 'propertyMap.searchAround', message: 'Search this area' })}
      </button>
    </fieldset>
  );
}
