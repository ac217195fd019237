/**
 * A drawn area in the words a CRM takes when it takes no polygon: the municipalities of
 * the site's region tree (the CRM's own places, synced) that lie in it, each placed by
 * its postcodes at the centre the site shows its unpublished addresses at.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import { insideArea, type LatLng } from '../../../core/geo/area.ts';
import { municipalityCentre } from '../geo/map-points.ts';
import { municipalitiesOfZip } from '../geo/places.ts';

/** The municipalities of `regions` with a postcode whose municipality's centre lies in the area, in the tree's order. */
export function municipalitiesInArea(regions: readonly TreeItemSource[], area: readonly LatLng[]): TreeItemSource[] {
  return regions.filter(
    (item) =>
      item.Level === 'municipality' &&
      (item.Postcodes ?? []).some(({ zip }) =>
        municipalitiesOfZip(zip).some((place) => {
          const centre = municipalityCentre(place.id);
          return centre !== undefined && insideArea(centre, area);
        }),
      ),
  );
}
