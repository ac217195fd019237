/**
 * What a visitor can do about a property: the detail page's action buttons, and the names
 * of the pages they lead to (route table). A namespace of their own, so that a detail page
 * loads these names and not the name of every page of the site.
 */
export const requestVisit = (/*i18n*/ { id: 'action.requestVisit', message: 'Request a visit' }) as const;
export const bookVisit = (/*i18n*/ { id: 'action.bookVisit', message: 'Book a visit' }) as const;
export const requestInfo = (/*i18n*/ { id: 'action.requestInfo', message: 'Request information' }) as const;
export const sendToFriend = (/*i18n*/ { id: 'action.sendToFriend', message: 'Send to a friend' }) as const;
export const requestDocuments = (/*i18n*/ { id: 'action.requestDocuments', message: 'Request documents' }) as const;
export const purchaseOffer = (/*i18n*/ { id: 'action.purchaseOffer', message: 'Make an offer' }) as const;
export const rentalApplication = (/*i18n*/ { id: 'action.rentalApplication', message: 'Rental application' }) as const;
