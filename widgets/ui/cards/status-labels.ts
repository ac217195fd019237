/** Availability as a badge or a table cell says it, in one word; the sentences of core/ go in the notices. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AvailabilityState } from '../../../core/property/types.ts';

export const STATUS_LABELS: Readonly<Record<AvailabilityState, MessageDescriptor>> = {
  available: msg({ id: 'propertyDetail.status.available', message: 'Available' }),
  sold: msg({ id: 'propertyDetail.status.sold', message: 'Sold' }),
  rented: msg({ id: 'propertyDetail.status.rented', message: 'Rented' }),
  sold_out: msg({ id: 'propertyDetail.status.soldOut', message: 'Sold out' }),
};
