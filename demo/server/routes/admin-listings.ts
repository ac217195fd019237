/**
 * The demo's back office, behind ADMIN_TOKEN: `POST /admin/listings` publishes or changes
 * a listing in the local catalogue (stores.catalogue), standing in for the CRM, and the
 * demand register's alerts follow as they follow a sync.
 */
import { DEFAULT_PROPERTY_SORT } from '../../../core/api/contract.ts';
import type { Property } from '../../../core/property/types.ts';
import { requireAdmin } from '../http/admin.ts';
import { fail } from '../http/errors.ts';
import { mailOrigins } from '../http/public-url.ts';
import { isRecord } from '../submissions/form.ts';
import { routes } from './plugin.ts';

export const adminListingRoutes = routes('admin-listings', ['demandAlerts', 'now', 'repositories', 'settings', 'stores'], (api, context) => {
  const { settings } = context;

  api.post('/admin/listings', async (request, reply) => {
    requireAdmin(settings.adminToken, request);
    if (!isRecord(request.body) || !isRecord(request.body.property)) fail('bad_request');
    const changes = request.body.property as Partial<Property>;
    const id = Number(changes.ID);
    if (!Number.isSafeInteger(id) || id <= 0) fail('bad_request');
    const base = await context.stores.catalogue.stored(id);
    const template = base ?? (await context.repositories.listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 1, pageSize: 1 })).items[0];
    if (!template) fail('not_found');
    const property = { ...(template as Property), ...(base ? {} : { CreatedAt: new Date(context.now()).toISOString() }), ...changes, ID: id } as Property;
    await context.stores.catalogue.publish(property);
    const mails = await context.demandAlerts.listingChanged(property, mailOrigins(settings));
    reply.code(base ? 200 : 201);
    return { id, mails };
  });
});
