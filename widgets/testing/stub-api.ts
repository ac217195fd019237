/**
 * For the lists' component tests: a `fetch` that answers the API's list and reference
 * calls from data in the test, and records every URL it was asked for.
 */
import type { Page, TreeItemSource } from '../../core/api/contract.ts';
import { countLimit, pageOf as answeredPage } from '../../core/api/paging.ts';
import type { ProjectSummary, PropertySummary } from '../../core/property/types.ts';

export function property(id: number, extra: Partial<PropertySummary> = {}): PropertySummary {
  return {
    ID: id,
    PublishPrice: true,
    Price: 250_000 + id,
    PriceUnit: 1,
    PriceUnitText: null,
    Marquee: null,
    MarqueeName: null,
    PublishAddress: true,
    Street: 'Kerkstraat',
    HouseNumber: String(id),
    BoxNr: null,
    Zip: '9000',
    City: 'Gent',
    CountryID: 10,
    CountryName: 'België',
    EnergyPerformance: 150,
    EPCLabelText: null,
    Goal: 0,
    WebID: 1,
    TypeName: { en: 'House' },
    Title: { en: `House ${id}` },
    Teaser: null,
    Bedrooms: 3,
    Bathrooms: 1,
    SurfaceLiving: 140,
    SurfaceGround: null,
    MainPicture: null,
    Status: 'available',
    Latitude: null,
    Longitude: null,
    RegionID: 13,
    CreatedAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

export function project(id: number, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    ID: id,
    ProjectNumber: `P-${id}`,
    Title: { en: `Residence ${id}` },
    Teaser: null,
    PublicAddress: true,
    Street: 'Scheldekaai',
    HouseNumber: '1',
    BoxNr: null,
    Zip: '2000',
    City: 'Antwerpen',
    CountryID: 10,
    CountryName: 'België',
    PriceMin: 279_000,
    PriceMax: 395_000,
    Status: 'available',
    MainPicture: null,
    UnitsAvailable: 7,
    UnitsTotal: 15,
    ...extra,
  };
}

export const TYPES: TreeItemSource[] = [
  { ID: 100, ParentID: null, Name: { en: 'Residential' }, WebID: 1 },
  { ID: 101, ParentID: 100, Name: { en: 'House' }, WebID: 1 },
  { ID: 400, ParentID: null, Name: { en: 'Land' }, WebID: 4 },
];

export const REGIONS: TreeItemSource[] = [
  { ID: 1, ParentID: null, Name: { en: 'Flanders' }, WebID: null },
  { ID: 13, ParentID: 1, Name: { en: 'East Flanders' }, WebID: null },
  { ID: 3, ParentID: null, Name: { en: 'Brussels' }, WebID: null },
];

/** One page of `total` matches, as the server answers it: counted up to the bound (core/api/paging.ts). */
export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return answeredPage(items, Math.min(total, countLimit({ page, pageSize })), { page, pageSize });
}

type Answer = (url: URL) => unknown;

/** Installs the stub as `globalThis.fetch`; `answers` by path after `/api/v1`; anything else is a 404. */
export function stubApi(answers: Record<string, Answer>): { urls: URL[]; restore(): void } {
  const original = globalThis.fetch;
  const urls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    urls.push(url);
    const answer = answers[url.pathname.replace(/^\/api\/v1/, '')];
    if (!answer) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    const body = answer(url);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { urls, restore: () => (globalThis.fetch = original) };
}
