/**
 * The addresses the server writes into mails, PDFs and pages. They come from the settings
 * (`PUBLIC_URL`, `API_URL`), never from a request: Host and X-Forwarded-Host are whatever
 * the client typed, and a reset link built on them hands the token to the client's host.
 *
 * Without PUBLIC_URL (development and tests only: production refuses to start) the server
 * takes the address it listens on, once it listens.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerSettings } from '../config.ts';

type UrlSettings = Pick<ServerSettings, 'publicUrl' | 'apiUrl'>;

/** Before the server listens (a test of `inject` alone), links point here: nowhere but this machine. */
const UNLISTENED = 'http://localhost';

/** The public site, without a trailing slash (`https://www.agency.be`): page links start with it. */
export function publicOrigin(settings: UrlSettings): string {
  return settings.publicUrl || UNLISTENED;
}

/** This server as browsers and mail clients reach it: pictures, the one-click unsubscribe, the approval page. */
export function apiOrigin(settings: UrlSettings): string {
  return settings.apiUrl || new URL(publicOrigin(settings)).origin;
}

/** Both, as the demand register's mails take them. */
export function mailOrigins(settings: UrlSettings): { siteUrl: string; apiOrigin: string } {
  return { siteUrl: publicOrigin(settings), apiOrigin: apiOrigin(settings) };
}

/** The address a listening socket answers at (`::` and `0.0.0.0` read as localhost). */
export function listeningUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return UNLISTENED;
  const host = address.address === '::' || address.address === '0.0.0.0' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Without a configured PUBLIC_URL, the settings take the server's own address when it starts listening. */
export function publicUrlFromListening(app: FastifyInstance, settings: ServerSettings): void {
  if (settings.publicUrl) return;
  app.addHook('onListen', async () => {
    settings.publicUrl ||= listeningUrl(app.server.address());
  });
}
