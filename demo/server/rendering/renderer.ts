/**
 * The server's renderer of screens (dist/server/render.js, built from
 * widgets/server/render.ts) as the demo server uses it: for the include endpoint
 * (routes/render.ts) and the demo site's pages (site/register.ts). Its loads ask the API
 * in this process (fastify's inject), not over the network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ConfigAttributes } from '../../../core/config.ts';
import type { PropKind } from '../../../widgets/define/attributes.ts';
import type { Rendered } from '../../../widgets/server/render.ts';

type RendererModule = typeof import('../../../widgets/server/render.ts');

export interface ScreenRequest {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  /** the page's absolute address */
  url: URL;
  config?: ConfigAttributes;
  pageLanguage?: string;
  /** this server's origin, where the page loads the bundle and the screens' stylesheets from */
  serverOrigin: string;
}

export interface ScreenRenderer {
  /** the tags it renders */
  tags: ReadonlySet<string>;
  /** a tag's attributes and how each is read */
  attributesOf(tag: string): ReadonlyMap<string, PropKind>;
  render(request: ScreenRequest): Promise<Rendered>;
}

/**
 * The API in this process, as a fetch: the renderer's loads never leave it. They are
 * asked as if at `serverOrigin`, so the addresses in the answers (pictures) are the ones
 * a browser reaches.
 */
export function inProcessFetch(app: FastifyInstance, serverOrigin: string): typeof fetch {
  const server = new URL(serverOrigin);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = { host: server.host, 'x-forwarded-proto': server.protocol.slice(0, -1) };
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

/** The renderer of the built bundle in `distDir`; undefined when that build has none. */
export async function loadScreenRenderer(distDir: string, app: FastifyInstance): Promise<ScreenRenderer | undefined> {
  const file = `${distDir}server/render.js`;
  if (!existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8')) as { elements: Record<string, { stylesheet?: string }> };
  const attributes = new Map(renderer.SERVER_RENDERED_TAGS.map((tag) => [tag, renderer.elementAttributes(tag)]));
  return {
    tags: new Set(renderer.SERVER_RENDERED_TAGS),
    attributesOf: (tag) => attributes.get(tag) ?? new Map(),
    render({ serverOrigin, ...request }) {
      const bundleBase = new URL('/dist/', serverOrigin).href;
      const stylesheet = manifest.elements[request.tag]?.stylesheet;
      return renderer.renderElement({
        ...request,
        fetch: inProcessFetch(app, serverOrigin),
        bundleBase,
        ...(stylesheet ? { stylesheet: new URL(stylesheet, bundleBase).href } : {}),
      });
    },
  };
}
