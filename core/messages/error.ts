import { defineMessage } from './descriptor.ts';

export const loginFailed = defineMessage(/*i18n*/ { id: 'error.loginFailed', message: 'Logging in failed. Please try again.' });
export const invalidCredentials = defineMessage(/*i18n*/ { id: 'error.invalidCredentials', message: 'Invalid e-mail address or password.' });
export const userNotFound = defineMessage(/*i18n*/ { id: 'error.userNotFound', message: 'The e-mail address and/or password are not correct.' });
export const personNotFound = defineMessage(/*i18n*/ { id: 'error.personNotFound', message: 'We could not find this person.' });
export const tooManyAttempts = defineMessage(/*i18n*/ {
  id: 'error.tooManyAttempts',
  message: 'Too many attempts. Please wait a few minutes before you try again.',
});
export const sessionExpired = defineMessage(/*i18n*/ { id: 'error.sessionExpired', message: 'Your session has ended. Please log in again.' });
export const api = defineMessage(/*i18n*/ { id: 'error.api', message: 'Something went wrong on our side. Please try again in a moment.' });
export const network = defineMessage(/*i18n*/ {
  id: 'error.network',
  message: 'We could not reach the server. Check your connection and try again.',
});
export const invalidView = defineMessage(/*i18n*/ { id: 'error.invalidView', message: 'This view is not valid.' });
export const viewNotFound = defineMessage(/*i18n*/ { id: 'error.viewNotFound', message: 'The page does not exist.' });
export const pageNotFound = defineMessage(/*i18n*/ { id: 'error.pageNotFound', message: 'Page not found' });
export const invalidProperty = defineMessage(/*i18n*/ { id: 'error.invalidProperty', message: 'This property is not valid.' });
export const propertyNotFound = defineMessage(/*i18n*/ { id: 'error.propertyNotFound', message: 'Property not found.' });
export const propertyNotFoundOrSold = defineMessage(/*i18n*/ {
  id: 'error.propertyNotFoundOrSold',
  message: 'This property was not found or has been sold.',
});
export const propertySold = defineMessage(/*i18n*/ { id: 'error.propertySold', message: 'Property sold' });
export const propertyRented = defineMessage(/*i18n*/ { id: 'error.propertyRented', message: 'The requested property is rented.' });
export const projectNotFound = defineMessage(/*i18n*/ { id: 'error.projectNotFound', message: 'Project not found.' });
export const projectSoldOut = defineMessage(/*i18n*/ { id: 'error.projectSoldOut', message: 'This project is sold out.' });
export const requestDocuments = defineMessage(/*i18n*/ { id: 'error.requestDocuments', message: 'Request document error' });
export const documentsAlreadyRequested = defineMessage(/*i18n*/ {
  id: 'error.documentsAlreadyRequested',
  message: 'You have already requested the documents for this property.',
});
export const mailFailed = defineMessage(/*i18n*/ { id: 'error.mailFailed', message: 'Your e-mail was not sent. Please try again.' });
export const testimonialFailed = defineMessage(/*i18n*/ { id: 'error.testimonialFailed', message: 'Your testimonial was not sent. Please try again.' });
export const slotTaken = defineMessage(/*i18n*/ { id: 'error.slotTaken', message: 'This time was just booked by someone else. Please choose another one.' });
export const payloadTooLarge = defineMessage(/*i18n*/ { id: 'error.payloadTooLarge', message: 'What you sent is too large.' });
export const notFound = defineMessage(/*i18n*/ { id: 'error.notFound', message: 'What you asked for does not exist.' });
