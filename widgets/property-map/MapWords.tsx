/**
 * The map in words, under it: how many properties the search finds, in which
 * municipalities (the first six, then "elsewhere"), how many have no point to show; and
 * the total again in a polite live region each time an answer comes in.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PropertyMap } from '../../core/api/resources/property-map.ts';
import { formatNumber } from '../../core/format/numbers.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { placesInWords } from '../../core/map/search-map.ts';

export interface MapWordsProps {
  data: PropertyMap | undefined;
  /** the answer is in (not loading, not failed) */
  ready: boolean;
  /** the municipalities' names with their counts, most first */
  names: readonly { name: string; count: number }[];
  language: Language;
}

export function MapWords({ data, ready, names, language }: MapWordsProps) {
  const { t } = useLingui();
  const total = data?.total ?? 0;
  const totalText = t({ id: 'propertyMap.total', message: plural(total, { one: '# property on the map', other: '# properties on the map' }) });
  const { named: first, elsewhere } = placesInWords(names);
  const named = first.map((place) => {
    const count = formatNumber(place.count, language);
    return t({ id: 'propertyMap.inPlace', message: `${count} in ${place.name}` });
  });
  if (elsewhere > 0) {
    const count = formatNumber(elsewhere, language);
    named.push(t({ id: 'propertyMap.elsewhere', message: `${count} elsewhere` }));
  }
  const unplaced = data?.unplaced ?? 0;
  const places = named.join(', ');
  const inWords = named.length > 0 ? t({ id: 'propertyMap.inWords', message: `${totalText}: ${places}.` }) : `${totalText}.`;
  const words =
    unplaced > 0
      ? `${inWords} ${t({ id: 'propertyMap.unplaced', message: plural(unplaced, { one: '# has no location to show.', other: '# have no location to show.' }) })}`
      : inWords;
  return (
    <>
      <p className="map__words" data-total={data ? total : undefined} data-unplaced={data ? unplaced : undefined}>
        {data ? words : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {ready ? totalText : ''}
      </p>
    </>
  );
}
