/**
 * A host as the registry keeps it and a request is matched with: lower case, no trailing
 * dot, the port kept unless it is the scheme's own (`www.agency.be`, `127.0.0.1:8080`).
 * Anything else (a path, a user, spaces, an empty name) is no host: nothing matches it.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/;

/** The host each agency's requests came by last: where the server's own reads for it (the renderer's) are sent. */
const lastHost = new Map<number, string>();

export function rememberHost(agencyId: number, host: string): void {
  lastHost.set(agencyId, host);
}

export function hostOfAgency(agencyId: number): string | undefined {
  return lastHost.get(agencyId);
}

export function normalHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const lower = host.trim().toLowerCase().replace(/\.(?=:\d+$|$)/, '');
  const match = HOST.exec(lower);
  if (!match || lower.length > 260) return undefined;
  const port = match[1];
  if (port === '80' || port === '443') return lower.slice(0, -port.length - 1);
  return lower;
}
