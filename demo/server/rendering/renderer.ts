/**
 * The server's renderer of screens (dist/server/render.js, built from
 * widgets/server/render.ts) as the demo server uses it: for the include endpoint
 * (routes/render.ts) and the demo site's pages (site/register.ts). Its reads ask the API in
 * this process (fastify's inject), not over the network.
 *
 * A render is tens of milliseconds of CPU, and the listing API must not wait for renders:
 * - what was rendered is kept and served again while the data it was made from is the same
 *   (render-cache.ts), asking the API again only once its answers are no longer fresh;
 * - renders run in threads of their own (render-threads.ts; `RENDER_THREADS`, 0 to render
 *   in the server's thread), a few at a time, and past what can be rendered in time the
 *   renderer says it is busy (render-queue.ts: 503 and Retry-After at the include).
 */
import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PATH, type ConfigAttributes } from '../../../core/config.ts';
import type { AttributeKind, Rendered } from '../../../widgets/server/render.ts';
import { scopedAgency } from '../db/agency-scope.ts';
import { hostOfAgency } from '../tenancy/hosts.ts';
import { type Answered, RenderCache, type Versioned } from './render-cache.ts';
import { RenderQueue } from './render-queue.ts';
import { RenderThreads } from './render-threads.ts';
import { siteOrigin, widgetsOrigin } from './site-origin.ts';

export { RenderBusy } from './render-queue.ts';

type RendererModule = typeof import('../../../widgets/server/render.ts');

export interface ScreenRequest {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  /** the page's absolute address, on the site's origin */
  url: URL;
  config?: ConfigAttributes;
  pageLanguage?: string;
}

export interface ScreenRenderer {
  /** the tags it renders */
  tags: ReadonlySet<string>;
  /** a tag's attributes, what each holds and how it is read */
  attributesOf(tag: string): ReadonlyMap<string, AttributeKind>;
  /** the screen rendered for its page; throws RenderBusy when it cannot be rendered in time */
  render(request: ScreenRequest): Promise<Rendered>;
}

/** Renders under way at once in the server's own thread: one renders while the other's data comes. */
const SLOTS_IN_PROCESS = 2;
/** Renders under way at once in each rendering thread. */
const SLOTS_PER_THREAD = 4;
/** Reads asked at once to see whether the data of kept renderings changed. */
const LOOKS_AT_ONCE = 2;

/**
 * The API in this process, as a fetch: the renderer's reads never leave it. They are asked
 * as if at `origin`, the server's configured address, so the addresses in the answers
 * (pictures) are the ones a browser reaches, whatever the request that led to them said.
 */
export function inProcessFetch(app: FastifyInstance, origin: () => string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const server = new URL(origin());
    // many agencies: the agency's own host, which is how the API knows whose data to answer
    const agency = scopedAgency();
    const host = (agency !== undefined && hostOfAgency(agency)) || server.host;
    const headers: Record<string, string> = { host, 'x-forwarded-proto': server.protocol.slice(0, -1) };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: responseHeaders });
  };
}

/** What the API answered, as a render's data version notes it: a digest, and how long the API says it stays fresh (its max-age). */
function answered(response: Response, body: string): Answered {
  const cacheControl = response.headers.get('cache-control') ?? '';
  const maxAge = /no-store|no-cache|private/i.test(cacheControl) ? undefined : /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1];
  return { digest: createHash('sha256').update(`${response.status}\n${body}`).digest('base64url'), freshMs: maxAge ? Number(maxAge) * 1000 : 0 };
}

/** The request a read made, as its key: path and query under the API's base. */
const requestOf = (url: URL) => `${url.pathname.slice(API_PATH.length)}${url.search}`;

/** One request's key in the cache: everything its rendering depends on, in a fixed order. */
function cacheKey({ tag, attributes, url, config, pageLanguage }: ScreenRequest): string {
  const sorted = (record: Readonly<Record<string, string>> = {}) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));
  // one agency's rendering is never another's
  return JSON.stringify([scopedAgency() ?? null, tag, sorted(attributes), url.href, sorted(config as Record<string, string>), pageLanguage ?? null]);
}

/** The renderer of the built bundle in `distDir`; undefined when that build has none. */
export async function loadScreenRenderer(distDir: string, app: FastifyInstance): Promise<ScreenRenderer | undefined> {
  const file = `${distDir}server/render.js`;
  if (!existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8')) as { elements: Record<string, { stylesheet?: string }> };
  const attributes = new Map(renderer.SERVER_RENDERED_TAGS.map((tag) => [tag, renderer.elementAttributes(tag)]));
  const { settings } = app;
  const origin = () => siteOrigin(app, settings);
  const api = inProcessFetch(app, origin);

  const threads = settings.renderThreads > 0 ? new RenderThreads(pathToFileURL(file).href, settings.renderThreads) : undefined;
  if (threads) app.addHook('onClose', () => threads.close());
  // each agency waits in its own line (one line when the server serves one)
  const queue = new RenderQueue({ slots: threads ? settings.renderThreads * SLOTS_PER_THREAD : SLOTS_IN_PROCESS, lineOf: scopedAgency });
  // asking whether a rendering's data changed is a query or two, in the API's thread: a few at a time, between its requests
  const looks = new RenderQueue({ slots: LOOKS_AT_ONCE, maxWaitMs: Number.POSITIVE_INFINITY });
  const cache = new RenderCache({
    source: () => app.stores.catalogue.version(),
    look: (request) =>
      looks.run(async () => {
        const response = await api(`${origin()}${API_PATH}${request}`);
        return answered(response, await response.text());
      }),
  });

  async function renderNow(request: ScreenRequest): Promise<Versioned> {
    const version = new Map<string, Answered>();
    // the API, noting what this render read and what it answered
    // bound to the request's agency: a render thread's reads come back on the thread's own events
    const reading: typeof fetch = AsyncResource.bind(async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const response = await api(input, init);
      const body = await response.text();
      version.set(requestOf(new URL(input instanceof Request ? input.url : String(input))), answered(response, body));
      return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, headers: response.headers });
    });
    // the bundle's files are this server's, wherever the page is (API_URL)
    const bundleBase = new URL('dist/', `${widgetsOrigin(app, settings)}/`).href;
    const stylesheet = manifest.elements[request.tag]?.stylesheet;
    const job = { ...request, bundleBase, ...(stylesheet ? { stylesheet: new URL(stylesheet, bundleBase).href } : {}) };
    const rendered = threads ? await threads.render({ ...job, url: request.url.href }, reading) : await renderer.renderElement({ ...job, fetch: reading });
    return { rendered, version };
  }

  return {
    tags: new Set(renderer.SERVER_RENDERED_TAGS),
    attributesOf: (tag) => attributes.get(tag) ?? new Map(),
    render: (request) => cache.get(cacheKey(request), () => queue.run(() => renderNow(request))),
  };
}
