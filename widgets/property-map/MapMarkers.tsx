/**
 * The markers over the map, in pixels (core/map/search-map.ts places them): a listing, a
 * cluster with its count that zooms in when chosen, or a group of listings at one point
 * that opens their card. Each is a named button; pointing at or focusing a listing marks
 * its card in a list beside the map (the page's store), and the reverse.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MapMarker } from '../../core/api/resources/property-map.ts';
import { markerCount, type PlacedMarker } from '../../core/map/search-map.ts';
import type { Size } from '../../core/map/view.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface MapMarkersProps {
  /** the markers in view, placed (core/map/search-map.ts's placeMarkers) */
  placed: readonly PlacedMarker[];
  size: Size;
  onChoose: (marker: MapMarker, element: Element) => void;
}

export function MapMarkers({ placed, size, onChoose }: MapMarkersProps) {
  const { t } = useLingui();
  const highlighted = useAgencyStore((state) => state.highlighted);
  const setHighlighted = useAgencyStore((state) => state.setHighlighted);
  const label = (marker: MapMarker, kind: string) =>
    kind === 'group'
      ? t({ id: 'propertyMap.atCentre', message: plural(marker.count, { one: '# property at the centre of its municipality: show it', other: '# properties at the centre of their municipality: show them' }) })
      : kind === 'cluster'
        ? t({ id: 'propertyMap.cluster', message: plural(marker.count, { one: '# property here: zoom in', other: '# properties here: zoom in' }) })
        : marker.exact
          ? t({ id: 'propertyMap.marker', message: 'A property: show its card' })
          : t({ id: 'propertyMap.markerApproximate', message: 'A property, shown at the centre of its municipality: show its card' });

  return (
    <svg className="map__markers" width={size.width} height={size.height}>
      {placed.map(({ marker, key, kind, at: [px, py], radius }) => {
        const listing = kind === 'property' ? marker.ID : undefined;
        const marked = listing !== undefined && listing === highlighted;
        const mark = (on: boolean) => listing !== undefined && setHighlighted(on ? listing : undefined);
        return (
          <g
            key={key}
            data-marker={kind}
            data-count={marker.count}
            className={`marker marker--${kind}${marker.exact === false ? ' marker--approximate' : ''}${marked ? ' marker--marked' : ''}`}
            transform={`translate(${px.toFixed(1)} ${py.toFixed(1)})`}
            role="button"
            tabIndex={0}
            aria-label={label(marker, kind)}
            onClick={(event) => onChoose(marker, event.currentTarget)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onChoose(marker, event.currentTarget);
            }}
            onPointerEnter={() => mark(true)}
            onPointerLeave={() => mark(false)}
            onFocus={() => mark(true)}
            onBlur={() => mark(false)}
          >
            <circle r={marked ? radius + 3 : radius} />
            {kind === 'property' ? null : (
              <text dy="0.35em" aria-hidden="true">
                {markerCount(marker.count)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
