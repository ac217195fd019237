/** For the detail elements' component tests: a `fetch` that answers API paths from the test, and records every call. */
import { vi } from 'vitest';

export type Answer = unknown | ((url: URL, init?: RequestInit) => Response | unknown);

export interface StubbedFetch {
  calls: { method: string; url: URL; body: unknown }[];
  restore(): void;
}

/** `routes` maps `METHOD /path` (after /api/v1) to a JSON body or a function giving one; anything else is a 404. */
export function stubFetch(routes: Record<string, Answer>): StubbedFetch {
  const calls: StubbedFetch['calls'] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${url.pathname.replace(/^\/api\/v1/, '')}`];
    if (route === undefined) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    const answer = typeof route === 'function' ? route(url, init) : route;
    if (answer instanceof Response) return answer;
    return answer === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, restore: () => vi.unstubAllGlobals() };
}
