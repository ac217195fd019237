/**
 * The names on a map of the municipalities (the property search's and the municipality
 * picker's): the provinces' while a province fits in the frame, the municipalities' where
 * their shapes hold them (core/map/labels.ts), in pixels over the shapes, so they keep
 * one size at every zoom. Decoration for the eye: the maps say the same in words and lists.
 */
import { type LabelPlace, type PixelBox, placeLabels, placeOfPath, placeOfProvince } from '../../core/map/labels.ts';
import type { Size, View } from '../../core/map/view.ts';
import { useShadowStyles } from '../define/styles.ts';
import { GEOMETRY } from '../../core/geo/geometry.ts';
import styles from './map-labels.css?inline';

let places: { municipalities: LabelPlace[]; provinces: LabelPlace[] } | undefined;

/** Where each name may stand, read from the shapes once. */
export function labelPlaces() {
  if (!places) {
    const provinceOf = new Map(GEOMETRY.municipalities.map(([municipality, province]) => [municipality, province]));
    const municipalities = GEOMETRY.municipalities.flatMap(([id, , d]) => placeOfPath(id, d) ?? []);
    const provinces = GEOMETRY.provinces.flatMap(([id, x0, y0, x1, y1]) => {
      const inside = municipalities.filter((place) => provinceOf.get(place.id) === id);
      return placeOfProvince([id!, x0!, y0!, x1!, y1!], inside) ?? [];
    });
    places = { municipalities, provinces };
  }
  return places;
}

export interface MapLabelsProps {
  view: View;
  size: Size;
  nameOf: (id: number) => string | undefined;
  /** what names must not cover (the markers) */
  obstacles?: readonly PixelBox[];
}

export function MapLabels({ view, size, nameOf, obstacles }: MapLabelsProps) {
  useShadowStyles(styles);
  const { municipalities, provinces } = labelPlaces();
  return (
    <svg className="map-labels" width={size.width} height={size.height} aria-hidden="true" focusable="false">
      {placeLabels(municipalities, provinces, nameOf, view, size, obstacles).map(({ id, name, at: [x, y], province }) => (
        <text key={id} x={x.toFixed(1)} y={y.toFixed(1)} className={province ? 'map-labels__province' : undefined}>
          {name}
        </text>
      ))}
    </svg>
  );
}
