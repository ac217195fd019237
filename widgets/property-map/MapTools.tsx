/**
 * The map's tools above its frame: drawing an area (finish, take back the last corner,
 * cancel), removing the area drawn and keeping informed of it, "search as I move the
 * map"; under them while drawing, how to draw, or why the corners are refused.
 */
import { useLingui } from '@lingui/react/macro';
import type { PropertyQuery } from '../../core/api/contract.ts';
import { url } from '../../core/api/client.ts';
import { keepInformedOfSearch } from '../../core/demand/area-link.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { SearchMapController, SearchMapState } from '../../core/map/search-map.ts';
import { crosses as areaCrosses } from '../../core/messages/area.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { Alert } from '../ui/controls/Alert.tsx';

export interface MapToolsProps {
  map: SearchMapController;
  state: SearchMapState;
  query: PropertyQuery;
  language: Language;
  /** the id of the drawing's hint, which the frame names as its description */
  hintId: string;
}

export function MapTools({ map, state: { drawing, corners, crossing, following }, query, language, hintId }: MapToolsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="map__tools">
        {drawing ? (
          <>
            <button type="button" className="button" disabled={corners.length < 3} onClick={map.finish}>
              {t({ id: 'propertyMap.finish', message: 'Finish the area' })}
            </button>
            <button type="button" className="button button--secondary" disabled={corners.length === 0} onClick={map.removeCorner}>
              {t({ id: 'propertyMap.removeCorner', message: 'Remove the last corner' })}
            </button>
            <button type="button" className="button button--secondary" onClick={map.stopDrawing}>
              {t({ id: 'propertyMap.cancel', message: 'Cancel' })}
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={map.draw}>
            {t({ id: 'propertyMap.draw', message: 'Draw an area' })}
          </button>
        )}
        {query.area ? (
          <>
            <button type="button" className="button button--quiet" onClick={map.removeArea}>
              {t({ id: 'propertyMap.removeArea', message: 'Remove the area' })}
            </button>
            <a className="button button--quiet" href={url(pathFor('demand-register', language), '', keepInformedOfSearch(query))}>
              {t({ id: 'propertyMap.keepInformed', message: 'Keep me informed of this area' })}
            </a>
          </>
        ) : null}
        <label className="map__follow">
          <input type="checkbox" checked={following} onChange={(event) => map.follow((event.target as HTMLInputElement).checked)} />
          <span>{t({ id: 'propertyMap.searchAsMove', message: 'Search as I move the map' })}</span>
        </label>
      </div>
      {drawing && crossing ? (
        <Alert tone="error">
          <p className="alert__text">{i18n._(areaCrosses.id)}</p>
        </Alert>
      ) : drawing ? (
        <p className="map__hint" id={hintId}>
          {t({ id: 'propertyMap.drawHint', message: 'Click the corners of the area on the map, or draw it with the pointer held down. Without a pointer, search around a municipality below.' })}
        </p>
      ) : null}
    </>
  );
}
