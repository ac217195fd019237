/**
 * The public catalogue: properties, projects, reference trees, the health check and
 * the media (pictures, documents) the listings point to.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Page, TreeItemSource } from '../../../core/api/contract.ts';
import type { Project, ProjectSummary, Property, PropertySummary } from '../../../core/property/types.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { localize, originOf, requestedLanguage } from '../http/language.ts';
import { type PropertyFilters, readId, readProjectQuery, readPropertyQuery } from '../http/query.ts';
import { projectSummary, propertySummary, publicProject, publicProperty } from '../listing.ts';
import { normalizeKey, searchPatterns } from '../search.ts';

/** Lists change when the agency edits a listing; a minute of caching spares the database without showing stale data for long. */
const PUBLIC_CACHE = 'public, max-age=60';

const REGION_ROOTS = { flanders: 1, wallonia: 2, brussels: 3, luxembourg: 4 } as const;

const ORDER: Record<PropertyFilters['sort'], string> = {
  // listings without a published price ("price on request") come last either way
  price: 'publish_price DESC, price ASC, id ASC',
  '-price': 'publish_price DESC, price DESC, id ASC',
  type: 'web_id ASC, created_at DESC, id ASC',
  city: 'city_key ASC, id ASC',
  date: 'created_at ASC, id ASC',
  '-date': 'created_at DESC, id DESC',
};

function regionIds(context: Context, root: number): number[] {
  const rows = context.db
    .prepare(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM reference_items WHERE tree = 'regions' AND id = ?
         UNION SELECT r.id FROM reference_items r JOIN tree ON r.parent_id = tree.id WHERE r.tree = 'regions')
       SELECT id FROM tree`,
    )
    .all(root) as { id: number }[];
  return rows.map((row) => row.id);
}

export function listProperties(context: Context, filters: PropertyFilters): Page<PropertySummary> {
  const where = ['online = 1'];
  const params: unknown[] = [];
  if (filters.goal) where.push(filters.goal === 'sale' ? 'goal = 0' : 'goal <> 0');
  if (filters.type) {
    where.push(`web_id IN (${filters.type.map(() => '?').join(',')})`);
    params.push(...filters.type);
  }
  if (typeof filters.region === 'string') {
    // Belgian regions by postal code (the rule of core/property/region.ts), the Grand Duchy by country
    if (filters.region === 'luxembourg') where.push('country_id = 50');
    else {
      where.push('country_id = 10 AND region_of_zip(zip) = ?');
      params.push(filters.region);
    }
  } else if (typeof filters.region === 'number') {
    const ids = regionIds(context, filters.region);
    if (ids.length === 0) where.push('0');
    else {
      where.push(`region_id IN (${ids.map(() => '?').join(',')})`);
      params.push(...ids);
    }
  }
  if (filters.zip) {
    where.push('zip = ?');
    params.push(filters.zip);
  }
  if (filters.city) {
    where.push('city_key = ?');
    params.push(normalizeKey(filters.city));
  }
  // a listing whose price is not published matches any price range: it is "price on request"
  if (filters.minPrice !== undefined) {
    where.push('(publish_price = 0 OR price >= ?)');
    params.push(filters.minPrice);
  }
  if (filters.maxPrice !== undefined) {
    where.push('(publish_price = 0 OR price <= ?)');
    params.push(filters.maxPrice);
  }
  if (filters.minBedrooms !== undefined) {
    where.push('bedrooms >= ?');
    params.push(filters.minBedrooms);
  }
  if (filters.q) {
    for (const pattern of searchPatterns(filters.q)) {
      where.push("search LIKE ? ESCAPE '\\'");
      params.push(pattern);
    }
  }
  if (filters.status) {
    where.push(`status IN (${filters.status.map(() => '?').join(',')})`);
    params.push(...filters.status);
  }
  const clause = where.join(' AND ');
  const { total } = context.db.prepare(`SELECT COUNT(*) AS total FROM properties WHERE ${clause}`).get(...params) as { total: number };
  // sort and page on the narrow columns first, then read the large JSON of one page only
  const pageIds = context.db
    .prepare(`SELECT id FROM properties WHERE ${clause} ORDER BY ${ORDER[filters.sort]} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...params, filters.pageSize, (filters.page - 1) * filters.pageSize) as number[];
  const data = new Map(
    (
      context.db.prepare(`SELECT id, data FROM properties WHERE id IN (${pageIds.map(() => '?').join(',') || 'NULL'})`).all(...pageIds) as {
        id: number;
        data: string;
      }[]
    ).map((row) => [row.id, row.data]),
  );
  return {
    items: pageIds.map((id) => propertySummary(JSON.parse(data.get(id)!) as Property)),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    pageCount: Math.ceil(total / filters.pageSize),
  };
}

function findProperty(context: Context, id: number | undefined): Property {
  const row =
    id === undefined
      ? undefined
      : (context.db.prepare('SELECT data FROM properties WHERE id = ? AND online = 1').get(id) as { data: string } | undefined);
  if (!row) fail('property_not_found');
  return JSON.parse(row.data) as Property;
}

function findProject(context: Context, id: number | undefined): Project {
  const row =
    id === undefined ? undefined : (context.db.prepare('SELECT data FROM projects WHERE id = ? AND online = 1').get(id) as { data: string } | undefined);
  if (!row) fail('project_not_found');
  return JSON.parse(row.data) as Project;
}

export function registerCatalogue(api: FastifyInstance, context: Context): void {
  const { db } = context;
  const answer = <T>(reply: FastifyReply, body: T, cache = PUBLIC_CACHE) => reply.header('Cache-Control', cache).send(body);

  api.get('/health', async (_request, reply) => {
    db.prepare('SELECT 1').get();
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });

  api.get('/properties', async (request, reply) => {
    const page = listProperties(context, readPropertyQuery(request.query as Record<string, unknown>));
    return answer(reply, localize(page, requestedLanguage(request), originOf(request)));
  });

  api.get('/properties/:id', async (request, reply) => {
    const property = findProperty(context, readId((request.params as { id: string }).id));
    return answer(reply, localize(publicProperty(property), requestedLanguage(request), originOf(request)));
  });

  api.get('/properties/:id/similar', async (request, reply) => {
    const property = findProperty(context, readId((request.params as { id: string }).id));
    const rows = db
      .prepare(
        `SELECT data FROM properties
         WHERE online = 1 AND status = 'available' AND id <> ? AND (goal = 0) = (? = 0) AND web_id = ?
         ORDER BY (region_id = ?) DESC, ABS(COALESCE(price, 0) - ?) ASC, id ASC LIMIT 4`,
      )
      .all(property.ID, property.Goal, property.WebID, property.RegionID, property.Price ?? 0) as { data: string }[];
    const items = rows.map((row) => propertySummary(JSON.parse(row.data) as Property));
    return answer(reply, localize({ items }, requestedLanguage(request), originOf(request)));
  });

  api.get('/projects', async (request, reply) => {
    const filters = readProjectQuery(request.query as Record<string, unknown>);
    const where = ['online = 1'];
    const params: unknown[] = [];
    if (filters.city) {
      where.push('city_key = ?');
      params.push(normalizeKey(filters.city));
    }
    if (filters.zip) {
      where.push('zip = ?');
      params.push(filters.zip);
    }
    if (filters.status) {
      where.push(`status IN (${filters.status.map(() => '?').join(',')})`);
      params.push(...filters.status);
    }
    const clause = where.join(' AND ');
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM projects WHERE ${clause}`).get(...params) as { total: number };
    const rows = db
      .prepare(`SELECT data FROM projects WHERE ${clause} ORDER BY status = 'sold_out', created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, filters.pageSize, (filters.page - 1) * filters.pageSize) as { data: string }[];
    const page: Page<ProjectSummary> = {
      items: rows.map((row) => projectSummary(JSON.parse(row.data) as Project)),
      total,
      page: filters.page,
      pageSize: filters.pageSize,
      pageCount: Math.ceil(total / filters.pageSize),
    };
    return answer(reply, localize(page, requestedLanguage(request), originOf(request)));
  });

  api.get('/projects/:id', async (request, reply) => {
    const project = findProject(context, readId((request.params as { id: string }).id));
    return answer(reply, localize(publicProject(project), requestedLanguage(request), originOf(request)));
  });

  api.get('/projects/:id/similar', async (request, reply) => {
    const project = findProject(context, readId((request.params as { id: string }).id));
    const rows = db
      .prepare(`SELECT data FROM projects WHERE online = 1 AND id <> ? AND status <> 'sold_out' ORDER BY created_at DESC LIMIT 3`)
      .all(project.ID) as { data: string }[];
    const items = rows.map((row) => projectSummary(JSON.parse(row.data) as Project));
    return answer(reply, localize({ items }, requestedLanguage(request), originOf(request)));
  });

  for (const tree of ['regions', 'types'] as const) {
    api.get(`/reference/${tree}`, async (request, reply) => {
      const rows = db
        .prepare('SELECT id, parent_id, name, web_id FROM reference_items WHERE tree = ? ORDER BY position')
        .all(tree) as { id: number; parent_id: number | null; name: string; web_id: number | null }[];
      const items: TreeItemSource[] = rows.map((row) => ({ ID: row.id, ParentID: row.parent_id, Name: JSON.parse(row.name), WebID: row.web_id }));
      // reference trees change rarely
      return answer(reply, localize({ items }, requestedLanguage(request), originOf(request)), 'public, max-age=3600');
    });
  }
}

/** Pictures and documents of the listings: public, cacheable, readable from any site. */
export function registerMedia(app: FastifyInstance, context: Context): void {
  const statement = context.db.prepare('SELECT mime, body FROM media WHERE path = ?');
  app.get('/media/*', async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      fail('not_found');
    }
    const row = statement.get(path) as { mime: string; body: Buffer } | undefined;
    if (!row) fail('not_found');
    reply
      .header('Content-Type', row.mime)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      // an SVG opened on its own runs no script and loads nothing
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (row.mime === 'application/pdf') reply.header('Content-Disposition', `inline; filename="${path.split('/').pop()}"`);
    return reply.send(row.body);
  });
}
