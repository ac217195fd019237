/**
 * Every screen of the demo site as a table: each page of the route table whose element
 * the built bundle has (so a page gets covered the day its element's folder exists), the
 * home page, a property and a project in each state a visitor meets, a page that does not
 * exist, the catch-all `<agency-app>` page, and alone on its workbench page each element
 * that no page of the table shows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../core/i18n/languages.ts';
import { ROUTES, type Route } from '../../core/routing/routes.ts';

export interface Screen {
  /** what the table row is, for a failure's message */
  name: string;
  path: (language: Language, ids: ScreenIds) => string;
}

/** The ids the screens are about: a property in each state and a project. */
export interface ScreenIds {
  sale: number;
  rent: number;
  sold: number;
  rented: number;
  luxembourg: number;
  project: number;
  soldOutProject: number;
}

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

interface Manifest {
  elements: Record<string, { frame: boolean }>;
}

const manifest = (): Manifest => JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8')) as Manifest;

/** The tags the built bundle defines. */
export function builtTags(): string[] {
  return Object.keys(manifest().elements).sort();
}

/** The tags of the site's frame (header, footer, banner): on every page of the site. */
export function frameTags(): string[] {
  return Object.entries(manifest().elements)
    .filter(([, element]) => element.frame)
    .map(([tag]) => tag);
}

/** A route's path in `language` with its parameters filled in. */
function filled(route: Route, language: Language, id: number | undefined): string {
  return route.paths[language]
    .replace('{id?}', String(id ?? ''))
    .replace('{id}', String(id ?? 1))
    .replace('{slug}', 'commercieel-medewerker')
    .replace(/\/{2,}/g, '/');
}

/** The property or project a route's `{id}` stands for. */
function idOf(route: Route, ids: ScreenIds): number | undefined {
  if (route.paramAttributes?.id === 'project-id') return ids.project;
  if (route.paramAttributes?.id === 'property-id') return route.key === 'rental-application' ? ids.rent : ids.sale;
  return undefined;
}

export function demoScreens(): Screen[] {
  const tags = new Set(builtTags());
  const routed: Screen[] = ROUTES.filter((route) => route.key === 'home' || (route.screen !== null && tags.has(route.screen))).map((route) => ({
    name: route.key,
    path: (language, ids) => filled(route, language, idOf(route, ids)),
  }));
  const property = ROUTES.find((route) => route.key === 'property')!;
  const project = ROUTES.find((route) => route.key === 'project')!;
  const forSale = ROUTES.find((route) => route.key === 'for-sale')!;
  const variants: Screen[] = [
    { name: 'property for rent', path: (language, ids) => filled(property, language, ids.rent) },
    { name: 'property sold', path: (language, ids) => filled(property, language, ids.sold) },
    { name: 'property rented', path: (language, ids) => filled(property, language, ids.rented) },
    { name: 'property in Luxembourg', path: (language, ids) => filled(property, language, ids.luxembourg) },
    { name: 'property that does not exist', path: (language) => filled(property, language, 999_999) },
    { name: 'project sold out', path: (language, ids) => filled(project, language, ids.soldOutProject) },
    { name: 'page that does not exist', path: (language) => `/${language}/no-such-page/` },
    { name: '<agency-app> list', path: (language) => `/app${forSale.paths[language]}` },
    { name: '<agency-app> property', path: (language, ids) => `/app${filled(property, language, ids.sale)}` },
  ];
  // an element that no page of the table shows (and that is not on every page) is seen alone on its workbench page
  const elsewhere = new Set<string>([...ROUTES.map((route) => route.screen ?? ''), ...frameTags(), 'agency-app']);
  const workbench: Screen[] = [...tags]
    .filter((tag) => !elsewhere.has(tag))
    .map((tag) => ({ name: `workbench ${tag}`, path: (language) => `/demo/elements/${tag.replace(/^agency-/, '')}/?lng=${language}` }));
  return [...routed, ...variants, ...workbench];
}

/** The ids of the seed's properties and projects in each state, from the API. */
export async function screenIds(url: (path: string) => string): Promise<ScreenIds> {
  const first = async (query: string): Promise<number> => {
    const answer = (await (await fetch(url(`/api/v1/properties?${query}&pageSize=1`))).json()) as { items: { ID: number }[] };
    if (!answer.items[0]) throw new Error(`The seed has no property for ${query}`);
    return answer.items[0].ID;
  };
  const projects = (await (await fetch(url('/api/v1/projects?pageSize=50'))).json()) as { items: { ID: number; Status: string }[] };
  return {
    sale: await first('goal=sale&status=available&sort=-date'),
    rent: await first('goal=rent&status=available&sort=-date'),
    sold: await first('status=sold'),
    rented: await first('status=rented'),
    luxembourg: await first('region=luxembourg&status=available'),
    project: projects.items.find((item) => item.Status === 'available')!.ID,
    soldOutProject: projects.items.find((item) => item.Status === 'sold_out')!.ID,
  };
}
