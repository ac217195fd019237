/**
 * Leads, demands, bookings and page views forwarded to the CRM through the delivery
 * queue, whichever CRM. Every form is stored first, in its unit of work; with a CRM the
 * unit's repositories also queue, in that same transaction, the call the record causes
 * (the connector's Outbound builds it from the record as it is then). The delivery worker
 * makes the call (Outbound.deliver), with its retries and backoff, until the CRM takes it
 * or the job is kept as failed. A record is stored once per Idempotency-Key, so there is
 * one job per key, and the job is gone once delivered: each record reaches the CRM once,
 * whichever instance delivers it and across restarts.
 */
import type { RequestKind } from '../../../core/api/contract.ts';
import type { UnitRepositories } from '../delivery/unit-of-work.ts';
import type { Repositories } from '../repositories/index.ts';
import type { DemandContext, Outbound } from './connector.ts';

/** The forms that reach the CRM as a contact; the others (a job application, an offer, …) stay with the agency's mail. */
export const CONTACT_KINDS: ReadonlySet<RequestKind> = new Set(['visit', 'info', 'contact', 'valuation', 'documents']);

const demandContext = async (repositories: Repositories): Promise<DemandContext> => ({
  propertyTypes: await repositories.reference.propertyTypes(),
  regions: await repositories.reference.regions(),
});

/**
 * Wraps a unit's repositories: what they store that the CRM must hear of queues its call (a
 * job of its CRM's kind) in the same transaction. `crm` answers the CRM of the work under way
 * (with many agencies its agency's, none when it has none), read as the unit begins.
 */
export function forwardToCrm(crm: () => { kind: string; outbound: Outbound } | undefined): UnitRepositories {
  return (repositories, queue) => {
    const current = crm();
    if (!current) return repositories;
    const { kind, outbound } = current;
    const send = async (payload: unknown) => {
      if (payload !== undefined) await queue({ kind, payload });
    };
    return {
      ...repositories,
      leads: {
        ...repositories.leads,
        async add(lead) {
          const added = await repositories.leads.add(lead);
          if (added && CONTACT_KINDS.has(lead.kind)) await send(outbound.lead(lead));
          return added;
        },
      },
      demands: {
        ...repositories.demands,
        async add(demand) {
          await repositories.demands.add(demand);
          await send(outbound.demand(demand, await demandContext(repositories), 'registered'));
        },
        async update(id, data, frequency, updatedAt) {
          const updated = await repositories.demands.update(id, data, frequency, updatedAt);
          // the visitor changed their search: the CRM hears of the demand as it is now
          const demand = updated ? await repositories.demands.active(id) : undefined;
          if (demand) await send(outbound.demand(demand, await demandContext(repositories), 'changed'));
          return updated;
        },
        async unsubscribe(id, at) {
          const demand = await repositories.demands.active(id);
          const stopped = await repositories.demands.unsubscribe(id, at);
          if (stopped && demand) await send(outbound.unsubscribed(demand));
          return stopped;
        },
      },
      visits: {
        async record(propertyId, at, source) {
          await repositories.visits.record(propertyId, at, source);
          // the site's own page views; the CRM counts those of the portals itself
          if (source === undefined || source === 'website') await send(outbound.visit(propertyId));
        },
      },
      appointments: {
        ...repositories.appointments,
        async book(booking, from) {
          const outcome = await repositories.appointments.book(booking, from);
          if (outcome !== 'confirmed') return outcome;
          const slot = await repositories.appointments.slot(booking.slotId);
          if (slot) await send(outbound.booking({ data: booking.data, email: booking.email, language: booking.language, propertyId: booking.propertyId, slotId: booking.slotId }, slot));
          return outcome;
        },
      },
    };
  };
}
