/**
 * The names of the places on the map, for its labels (../zones/MapLabels.tsx): the
 * regions' and provinces' at once (the short tree a list's filters load too), the whole
 * tree of municipalities once the map is close enough for any of their names to fit, and
 * from then on for good, so zooming out and in again asks nothing more.
 */
import { useEffect, useMemo, useState } from 'react';
import { knownRead } from '../../core/api/client.ts';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { referenceReads } from '../../core/api/resources/reference.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { municipalityNamesMayFit } from '../../core/map/labels.ts';
import { useResource } from '../ui/api.ts';
import { labelPlaces } from '../zones/MapLabels.tsx';

export function usePlaceNames(language: Language, scale: number): (id: number) => string | undefined {
  const [deep, setDeep] = useState(false);
  const fits = municipalityNamesMayFit(labelPlaces().municipalities, scale);
  useEffect(() => {
    if (fits) setDeep(true);
  }, [fits]);
  const top = useResource<TreeItemSource[]>(referenceReads.regions(language, 2));
  const all = useResource<TreeItemSource[] | undefined>(deep ? referenceReads.regions(language) : knownRead(undefined));
  return useMemo(() => {
    const names = new Map((all.data ?? top.data ?? []).map((place) => [place.ID, textIn(place.Name, language)]));
    return (id: number) => names.get(id);
  }, [all.data, top.data, language]);
}
