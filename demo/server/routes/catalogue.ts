/**
 * The public catalogue: properties, projects, reference trees, the health check and
 * the media (pictures, documents) the listings point to.
 */
import type { FastifyReply } from 'fastify';
import type { Page } from '../../../core/api/contract.ts';
import type { ProjectSummary, PropertySummary } from '../../../core/property/types.ts';
import { fail } from '../http/errors.ts';
import { localize, requestedLanguage } from '../http/language.ts';
import { apiOrigin } from '../http/public-url.ts';
import { foundProject, foundProperty } from '../http/lookup.ts';
import { readId, readProjectQuery, readPropertyQuery } from '../http/query.ts';
import { projectSummaries, propertySummaries, publicProject, publicProperty } from '../listing.ts';
import { routes } from './plugin.ts';

/** Lists change when the agency edits a listing; a minute of caching spares the database without showing stale data for long. */
const PUBLIC_CACHE = 'public, max-age=60';

export const catalogueRoutes = routes('catalogue', ['crm', 'repositories', 'settings', 'stores'], (api, context) => {
  const { listings, projects, reference } = context.repositories;
  const answer = <T>(reply: FastifyReply, body: T, cache = PUBLIC_CACHE) => reply.header('Cache-Control', cache).send(body);

  // asked by load balancers and container checks by an address of the machine, not an agency's host (plugins/tenancy.ts)
  api.get('/health', { config: { anyHost: true } }, async (_request, reply) => {
    await context.stores.health.ping();
    // with a CRM: when the last good sync ended and what failed since (the site serves the last good data meanwhile)
    const sync = await context.crm?.health();
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', ...(sync ? { sync } : {}) });
  });

  api.get('/properties', async (request, reply) => {
    const found = await listings.search(readPropertyQuery(request.query as Record<string, unknown>));
    const page: Page<PropertySummary> = { ...found, items: propertySummaries(found.items) };
    return answer(reply, localize(page, requestedLanguage(request), apiOrigin(context.settings)));
  });

  api.get('/properties/:id', async (request, reply) => {
    const property = await foundProperty(listings, readId((request.params as { id: string }).id));
    return answer(reply, localize(publicProperty(property), requestedLanguage(request), apiOrigin(context.settings)));
  });

  api.get('/properties/:id/similar', async (request, reply) => {
    const property = await foundProperty(listings, readId((request.params as { id: string }).id));
    // the similar cards under a property never show its photo, nor one photo twice
    const items = propertySummaries(await listings.similar(property), property.MainPicture ? [property.MainPicture.Url] : []);
    return answer(reply, localize({ items }, requestedLanguage(request), apiOrigin(context.settings)));
  });

  api.get('/projects', async (request, reply) => {
    const found = await projects.search(readProjectQuery(request.query as Record<string, unknown>));
    const page: Page<ProjectSummary> = { ...found, items: projectSummaries(found.items) };
    return answer(reply, localize(page, requestedLanguage(request), apiOrigin(context.settings)));
  });

  api.get('/projects/:id', async (request, reply) => {
    const project = await foundProject(projects, readId((request.params as { id: string }).id));
    return answer(reply, localize(publicProject(project), requestedLanguage(request), apiOrigin(context.settings)));
  });

  api.get('/projects/:id/similar', async (request, reply) => {
    const project = await foundProject(projects, readId((request.params as { id: string }).id));
    const items = projectSummaries(await projects.similar(project), project.MainPicture ? [project.MainPicture.Url] : []);
    return answer(reply, localize({ items }, requestedLanguage(request), apiOrigin(context.settings)));
  });

  const trees = { regions: () => reference.regions(), types: () => reference.propertyTypes() } as const;
  for (const [tree, read] of Object.entries(trees)) {
    api.get(`/reference/${tree}`, async (request, reply) => {
      const depth = Number((request.query as { depth?: string }).depth);
      const all = await read();
      // `depth=2`: the top two levels only (regions and provinces for a list's filter)
      const items = Number.isInteger(depth) && depth > 0 ? withinDepth(all, depth) : all;
      // reference trees change rarely
      return answer(reply, localize({ items }, requestedLanguage(request), apiOrigin(context.settings)), 'public, max-age=3600');
    });
  }
});

function withinDepth<T extends { ID: number; ParentID: number | null }>(items: readonly T[], depth: number): T[] {
  const parents = new Map(items.map((item) => [item.ID, item.ParentID]));
  const levelOf = (id: number) => {
    let level = 1;
    for (let parent = parents.get(id); parent != null && level <= depth; parent = parents.get(parent)) level++;
    return level;
  };
  return items.filter((item) => levelOf(item.ID) <= depth);
}

/** Pictures and documents of the listings: public, cacheable, readable from any site. */
export const mediaRoutes = routes('media', ['repositories'], (app, context) => {
  const { media } = context.repositories;
  app.get('/media/*', async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      fail('not_found');
    }
    const file = await media.file(path);
    if (!file) fail('not_found');
    reply
      .header('Content-Type', file.mime)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      // an SVG opened on its own runs no script and loads nothing
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (file.mime === 'application/pdf') reply.header('Content-Disposition', `inline; filename="${path.split('/').pop()}"`);
    return reply.send(file.body);
  });
});
