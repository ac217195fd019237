import type { MessageDescriptor } from './descriptor.ts';

export const errorMessages = {
  loginFailed: /*i18n*/ { id: 'error.loginFailed', message: 'Logging in failed. Please try again.' },
  invalidCredentials: /*i18n*/ { id: 'error.invalidCredentials', message: 'Invalid e-mail address or password.' },
  userNotFound: /*i18n*/ { id: 'error.userNotFound', message: 'The e-mail address and/or password are not correct.' },
  personNotFound: /*i18n*/ { id: 'error.personNotFound', message: 'We could not find this person.' },
  tooManyAttempts: /*i18n*/ {
    id: 'error.tooManyAttempts',
    message: 'Too many attempts. Please wait a few minutes before you try again.',
  },
  sessionExpired: /*i18n*/ { id: 'error.sessionExpired', message: 'Your session has ended. Please log in again.' },
  api: /*i18n*/ { id: 'error.api', message: 'Something went wrong on our side. Please try again in a moment.' },
  network: /*i18n*/ {
    id: 'error.network',
    message: 'We could not reach the server. Check your connection and try again.',
  },
  invalidView: /*i18n*/ { id: 'error.invalidView', message: 'This view is not valid.' },
  viewNotFound: /*i18n*/ { id: 'error.viewNotFound', message: 'The page does not exist.' },
  pageNotFound: /*i18n*/ { id: 'error.pageNotFound', message: 'Page not found' },
  invalidProperty: /*i18n*/ { id: 'error.invalidProperty', message: 'This property is not valid.' },
  propertyNotFound: /*i18n*/ { id: 'error.propertyNotFound', message: 'Property not found.' },
  propertyNotFoundOrSold: /*i18n*/ {
    id: 'error.propertyNotFoundOrSold',
    message: 'This property was not found or has been sold.',
  },
  propertySold: /*i18n*/ { id: 'error.propertySold', message: 'Property sold' },
  propertyRented: /*i18n*/ { id: 'error.propertyRented', message: 'The requested property is rented.' },
  projectNotFound: /*i18n*/ { id: 'error.projectNotFound', message: 'Project not found.' },
  projectSoldOut: /*i18n*/ { id: 'error.projectSoldOut', message: 'This project is sold out.' },
  requestDocuments: /*i18n*/ { id: 'error.requestDocuments', message: 'Request document error' },
  documentsAlreadyRequested: /*i18n*/ {
    id: 'error.documentsAlreadyRequested',
    message: 'You have already requested the documents for this property.',
  },
  mailFailed: /*i18n*/ { id: 'error.mailFailed', message: 'Your e-mail was not sent. Please try again.' },
  testimonialFailed: /*i18n*/ { id: 'error.testimonialFailed', message: 'Your testimonial was not sent. Please try again.' },
  slotTaken: /*i18n*/ { id: 'error.slotTaken', message: 'This time was just booked by someone else. Please choose another one.' },
  payloadTooLarge: /*i18n*/ { id: 'error.payloadTooLarge', message: 'What you sent is too large.' },
  notFound: /*i18n*/ { id: 'error.notFound', message: 'What you asked for does not exist.' },
} as const satisfies Record<string, MessageDescriptor>;
