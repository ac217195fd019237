import { defineMessage } from './descriptor.ts';

export const available = defineMessage(/*i18n*/ { id: 'state.available', message: 'Available' });
export const rented = defineMessage(/*i18n*/ { id: 'state.rented', message: 'The requested property is rented.' });
export const sold = defineMessage(/*i18n*/ { id: 'state.sold', message: 'Property sold' });
export const soldOut = defineMessage(/*i18n*/ { id: 'state.soldOut', message: 'Sold out' });
export const notFound = defineMessage(/*i18n*/ { id: 'state.notFound', message: 'Property not found.' });
export const epcRequested = defineMessage(/*i18n*/ { id: 'state.epcRequested', message: 'Energy certificate requested' });
export const epcNotApplicable = defineMessage(/*i18n*/ { id: 'state.epcNotApplicable', message: 'Energy certificate not applicable' });
export const appointmentConfirmed = defineMessage(/*i18n*/ { id: 'state.appointmentConfirmed', message: 'Confirmed' });
