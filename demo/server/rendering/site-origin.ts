/**
 * The addresses the renderer writes into pages and includes (canonical, hreflang, Open
 * Graph on the site; the screens' stylesheets, pictures, the bundle's images on the widgets
 * server): from the settings, never from a request. Host and X-Forwarded-Host are whatever the client typed, and a rendered
 * answer is cached by every cache on the way: one request with a foreign Host would hand
 * that host to every visitor of the page.
 *
 * PUBLIC_URL is the site; without it (development, tests) the address the server listens on.
 * API_URL is this server when the site is elsewhere (a CMS on www.agency.be, the widgets
 * on widgets.agency.be): what the server itself serves is linked there, or a CMS page that
 * pastes an include would ask its own host for a stylesheet it does not have.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerSettings } from '../config.ts';

/** Before the server listens (a test of `inject` alone), addresses point here: nowhere but this machine. */
const UNLISTENED = 'http://localhost';

function listeningOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return UNLISTENED;
  const host = address.address === '::' || address.address === '0.0.0.0' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The public site's origin (`https://www.agency.be`): pages' addresses, canonical and alternates start with it. */
export function siteOrigin(app: FastifyInstance, settings: Pick<ServerSettings, 'publicUrl'>): string {
  return settings.publicUrl ? new URL(settings.publicUrl).origin : listeningOrigin(app.server.address());
}

/** Where this server's own files are reached (`https://widgets.agency.be`, maybe with a path): the bundle, its stylesheets and images. */
export function widgetsOrigin(app: FastifyInstance, settings: Pick<ServerSettings, 'publicUrl' | 'apiUrl'>): string {
  return settings.apiUrl || siteOrigin(app, settings);
}

/** The page a request's target (`/nl/te-koop/?page=2`) names, on the site's origin: a target such as `//other.example/` names no other host. */
export function pageOnSite(target: string, origin: string): URL {
  const asked = new URL(target, 'http://target.invalid');
  const page = new URL(origin);
  page.pathname = asked.pathname;
  page.search = asked.search;
  return page;
}
