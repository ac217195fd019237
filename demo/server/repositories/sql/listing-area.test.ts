// A drawn area in the listing search (`area=`), on both engines: a triangle drawn around
// three municipalities finds exactly the listings whose public point lies inside it, its
// border included; a listing whose address is not published is found by its
// municipality's centre, never by where it really stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SORT } from '../../../../core/api/contract.ts';
import type { LatLng } from '../../../../core/geo/area.ts';
import type { Database } from '../../db/database.ts';
import { municipalityCentre } from '../../geo/map-points.ts';
import type { Listings } from '../listings.ts';
import { sqlListings } from './listings.ts';
import { addListing, ENGINES, listing } from '../../../testing/databases.ts';

const GENT = 44021;
const DESTELBERGEN = 44013;
const MERELBEKE_MELLE = 44088;
const AALST = 41002;

const [a, b, c] = [GENT, DESTELBERGEN, MERELBEKE_MELLE].map((id) => municipalityCentre(id)!) as [LatLng, LatLng, LatLng];
const centroid: LatLng = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3];
/** The three centres' triangle, grown around its centroid: a triangle drawn around the three municipalities. */
const grow = ([lat, lng]: LatLng): LatLng => [Math.round((centroid[0] + (lat - centroid[0]) * 1.6) * 1e4) / 1e4, Math.round((centroid[1] + (lng - centroid[1]) * 1.6) * 1e4) / 1e4];
const TRIANGLE = [grow(a), grow(b), grow(c)];
const midpoint = (p: LatLng, q: LatLng): LatLng => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
const beyond = (p: LatLng, q: LatLng): LatLng => {
  // a little past the middle of an edge, away from the centroid
  const [lat, lng] = midpoint(p, q);
  return [lat + (lat - centroid[0]) * 0.05, lng + (lng - centroid[1]) * 0.05];
};

const hidden = (ID: number, RegionID: number, at?: LatLng) =>
  listing({ ID, RegionID, PublishAddress: false, Latitude: at?.[0] ?? null, Longitude: at?.[1] ?? null });
const published = (ID: number, RegionID: number, at: LatLng) => listing({ ID, RegionID, PublishAddress: true, Latitude: at[0], Longitude: at[1] });

// [listing, in the triangle?]
const CASES: [string, ReturnType<typeof listing>, boolean][] = [
  ['address not published, in Gent', hidden(1, GENT), true],
  ['address not published, in Destelbergen', hidden(2, DESTELBERGEN), true],
  ['address not published, in Merelbeke-Melle', hidden(3, MERELBEKE_MELLE), true],
  ['address not published, in Aalst', hidden(4, AALST), false],
  ['address not published, in Aalst, its real point in the triangle', hidden(5, AALST, centroid), false],
  ['address not published, in Gent, its real point far away', hidden(6, GENT, [50.94, 4.04]), true],
  ['published, in the middle', published(7, GENT, centroid), true],
  ['published, on an edge', published(8, GENT, midpoint(TRIANGLE[0]!, TRIANGLE[1]!)), true],
  ['published, on a corner', published(9, GENT, TRIANGLE[2]!), true],
  ['published, just past an edge', published(10, GENT, beyond(TRIANGLE[1]!, TRIANGLE[2]!)), false],
  ['published, in Aalst', published(11, AALST, [50.94, 4.04]), false],
  ['no point and no municipality', listing({ ID: 12 }), false],
];
const INSIDE = CASES.filter(([, , inside]) => inside).map(([, item]) => item.ID);

describe.each(ENGINES)('a drawn area on $name', ({ open }) => {
  let db: Database;
  let listings: Listings;
  beforeAll(async () => {
    db = await open();
    for (const [, item] of CASES) await addListing(db, item);
    listings = sqlListings(db);
  });
  afterAll(() => db?.close());

  it('finds exactly the listings inside the triangle around three municipalities, its border included', async () => {
    const page = await listings.search({ sort: 'date', page: 1, pageSize: 100, area: TRIANGLE });
    expect(page.items.map((item) => item.ID).sort((x, y) => x - y)).toEqual(INSIDE);
    expect(page.total).toBe(INSIDE.length);
  });

  it('pages and counts within the area as without one', async () => {
    const first = await listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 1, pageSize: 2, area: TRIANGLE });
    const second = await listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 2, pageSize: 2, area: TRIANGLE });
    expect(first.total).toBe(INSIDE.length);
    expect([...first.items, ...second.items].every((item) => INSIDE.includes(item.ID))).toBe(true);
    expect(new Set([...first.items, ...second.items].map((item) => item.ID)).size).toBe(4);
  });

  it('places every listing of a search at its public point: an unpublished address at its municipality', async () => {
    const located = await listings.located({});
    const at = new Map(located.map((item) => [item.id, item.at]));
    expect(at.get(5)).toEqual({ point: municipalityCentre(AALST), exact: false });
    expect(at.get(7)).toEqual({ point: centroid, exact: true });
    expect(at.get(12)).toBeNull();
    expect(located).toHaveLength(CASES.length);
  });

  it('finds nothing in an area where no listing is', async () => {
    const page = await listings.search({ sort: 'date', page: 1, pageSize: 10, area: [[49.6, 2.6], [49.6, 2.7], [49.7, 2.65]] });
    expect(page).toMatchObject({ total: 0, items: [] });
  });
});
