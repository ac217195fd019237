/**
 * The back office's view of the delivery queue (behind ADMIN_TOKEN, http/admin.ts): the
 * mails and CRM calls that still failed after all their tries, one more try of one of
 * them, and discarding one the agency saw to by hand.
 *
 *   GET    /admin/deliveries/failed        → { total, deliveries: [{ id, kind, target, attempts, lastError, created }] }
 *   POST   /admin/deliveries/:id/retry     → { delivered: true } | { delivered: false, delivery }
 *   DELETE /admin/deliveries/:id           → 204
 */
import type { FastifyRequest } from 'fastify';
import { credentialsOf, failedDeliveries, failedDelivery } from '../delivery/failed.ts';
import { requireAdmin } from '../http/admin.ts';
import { fail } from '../http/errors.ts';
import { routes } from './plugin.ts';

function jobId(request: FastifyRequest): number {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) fail('not_found');
  return id;
}

export const deliveryRoutes = routes('deliveries', ['delivery', 'jobTargets', 'now', 'settings', 'stores'], (api, context) => {
  const admin = (request: FastifyRequest) => requireAdmin(context.settings.adminToken, request);

  api.get('/admin/deliveries/failed', async (request, reply) => {
    admin(request);
    reply.header('Cache-Control', 'no-store');
    return failedDeliveries(context);
  });

  api.post('/admin/deliveries/:id/retry', async (request, reply) => {
    admin(request);
    const id = jobId(request);
    if (!(await context.stores.deliveries.retry(id, context.now()))) fail('not_found');
    // one more try, now; the answer says how it went
    await context.delivery.deliverNow([id]);
    reply.header('Cache-Control', 'no-store');
    const job = await context.stores.deliveries.find(id);
    if (!job) return { delivered: true };
    return { delivered: false, delivery: { ...failedDelivery(job, context.jobTargets, credentialsOf(context.settings)), state: job.state } };
  });

  api.delete('/admin/deliveries/:id', async (request, reply) => {
    admin(request);
    if (!(await context.stores.deliveries.discard(jobId(request)))) fail('not_found');
    return reply.code(204).send();
  });
});
