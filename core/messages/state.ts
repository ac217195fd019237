import type { MessageDescriptor } from './descriptor.ts';

export const stateMessages = {
  available: /*i18n*/ { id: 'state.available', message: 'Available' },
  rented: /*i18n*/ { id: 'state.rented', message: 'The requested property is rented.' },
  sold: /*i18n*/ { id: 'state.sold', message: 'Property sold' },
  soldOut: /*i18n*/ { id: 'state.soldOut', message: 'Sold out' },
  notFound: /*i18n*/ { id: 'state.notFound', message: 'Property not found.' },
  epcRequested: /*i18n*/ { id: 'state.epcRequested', message: 'Energy certificate requested' },
  epcNotApplicable: /*i18n*/ { id: 'state.epcNotApplicable', message: 'Energy certificate not applicable' },
  appointmentConfirmed: /*i18n*/ { id: 'state.appointmentConfirmed', message: 'Confirmed' },
} as const satisfies Record<string, MessageDescriptor>;
