export const available = (/*i18n*/ { id: 'state.available', message: 'Available' }) as const;
export const rented = (/*i18n*/ { id: 'state.rented', message: 'The requested property is rented.' }) as const;
export const sold = (/*i18n*/ { id: 'state.sold', message: 'Property sold' }) as const;
export const soldOut = (/*i18n*/ { id: 'state.soldOut', message: 'Sold out' }) as const;
export const notFound = (/*i18n*/ { id: 'state.notFound', message: 'Property not found.' }) as const;
export const epcRequested = (/*i18n*/ { id: 'state.epcRequested', message: 'Energy certificate requested' }) as const;
export const epcNotApplicable = (/*i18n*/ { id: 'state.epcNotApplicable', message: 'Energy certificate not applicable' }) as const;
export const appointmentConfirmed = (/*i18n*/ { id: 'state.appointmentConfirmed', message: 'Confirmed' }) as const;
/** A price that is not published (spec §5: PublishPrice false, no amount): cards, summaries, detail pages and price lists. */
export const priceOnRequest = (/*i18n*/ { id: 'state.priceOnRequest', message: 'Price on request' }) as const;
