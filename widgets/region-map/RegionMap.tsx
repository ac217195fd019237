import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { referenceReads } from '../../core/api/resources/reference.ts';
import type { ElementContext } from '../define/context.ts';
import { emit } from '../define/events.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { useResource } from '../ui/api.ts';
import { lazyPart } from '../ui/loading/Deferred.tsx';
import type { MunicipalityMapProps } from '../zones/MunicipalityMap.tsx';

declare module '../define/events.ts' {
  interface AgencyEventMap {
    /** The zones chosen on a region map changed: place ids of `GET /reference/regions` and postcodes. */
    'agency-zones-change': { zones: (number | string)[] };
  }
}

export interface RegionMapProps {
  /** the zones chosen to start with: place ids and postcodes */
  value?: unknown;
}

const map = lazyPart<MunicipalityMapProps>(async () => (await import('../zones/MunicipalityMap.tsx')).MunicipalityMap);

/** Place ids and postcodes out of an attribute: anything else is dropped. */
export function zonesOf(value: unknown): (number | string)[] {
  if (!Array.isArray(value)) return [];
  return value.filter((zone): zone is number | string => (typeof zone === 'number' && Number.isSafeInteger(zone) && zone > 0) || (typeof zone === 'string' && /^\d{4}$/.test(zone)));
}

export function RegionMap({ value, host, language }: RegionMapProps & ElementContext) {
  const { t, i18n } = useLingui();
  const [zones, setZones] = useState(() => zonesOf(value));
  const [MapPart, setMapPart] = useState(() => map.ready());
  const places = useResource(referenceReads.regions(language));
  const valueKey = JSON.stringify(value ?? null);

  useEffect(() => setZones(zonesOf(value)), [valueKey]);
  useEffect(() => {
    if (!MapPart) void map.load().then((loaded) => setMapPart(() => loaded));
  }, [MapPart]);

  const onZones = (next: (number | string)[]) => {
    setZones(next);
    emit(host, 'agency-zones-change', { zones: next });
  };

  if (places.status === 'error') {
    return (
      <Alert tone="error">
        <p>{i18n._(places.error.messageId)}</p>
      </Alert>
    );
  }
  return MapPart && places.data ? (
    <MapPart places={places.data} language={language} zones={zones} onZones={onZones} />
  ) : (
    <p className="region-map__loading">{t({ id: 'regionMap.loading', message: 'Loading the map…' })}</p>
  );
}
