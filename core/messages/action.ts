/**
 * What a visitor can do about a property: the detail page's action buttons, and the names
 * of the pages they lead to (route table). A namespace of their own, so that a detail page
 * loads these six names and not the name of every page of the site.
 */
import { defineMessage } from './descriptor.ts';

export const requestVisit = defineMessage(/*i18n*/ { id: 'action.requestVisit', message: 'Request a visit' });
export const requestInfo = defineMessage(/*i18n*/ { id: 'action.requestInfo', message: 'Request information' });
export const sendToFriend = defineMessage(/*i18n*/ { id: 'action.sendToFriend', message: 'Send to a friend' });
export const requestDocuments = defineMessage(/*i18n*/ { id: 'action.requestDocuments', message: 'Request documents' });
export const purchaseOffer = defineMessage(/*i18n*/ { id: 'action.purchaseOffer', message: 'Make an offer' });
export const rentalApplication = defineMessage(/*i18n*/ { id: 'action.rentalApplication', message: 'Rental application' });
