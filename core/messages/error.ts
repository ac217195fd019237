export const loginFailed = (/*i18n*/ { id: 'error.loginFailed', message: 'Logging in failed. Please try again.' }) as const;
export const invalidCredentials = (/*i18n*/ { id: 'error.invalidCredentials', message: 'Invalid e-mail address or password.' }) as const;
export const userNotFound = (/*i18n*/ { id: 'error.userNotFound', message: 'The e-mail address and/or password are not correct.' }) as const;
export const personNotFound = (/*i18n*/ { id: 'error.personNotFound', message: 'We could not find this person.' }) as const;
export const tooManyAttempts = (/*i18n*/ {
  id: 'error.tooManyAttempts',
  message: 'Too many attempts. Please wait a few minutes before you try again.',
}) as const;
export const tryAgainAt = (/*i18n*/ { id: 'error.tryAgainAt', message: 'You can try again from {time}.' }) as const;
export const sessionExpired = (/*i18n*/ { id: 'error.sessionExpired', message: 'Your session has ended. Please log in again.' }) as const;
export const api = (/*i18n*/ { id: 'error.api', message: 'Something went wrong on our side. Please try again in a moment.' }) as const;
export const network = (/*i18n*/ {
  id: 'error.network',
  message: 'We could not reach the server. Check your connection and try again.',
}) as const;
export const invalidView = (/*i18n*/ { id: 'error.invalidView', message: 'This view is not valid.' }) as const;
export const viewNotFound = (/*i18n*/ { id: 'error.viewNotFound', message: 'The page does not exist.' }) as const;
export const pageNotFound = (/*i18n*/ { id: 'error.pageNotFound', message: 'Page not found' }) as const;
export const invalidProperty = (/*i18n*/ { id: 'error.invalidProperty', message: 'This property is not valid.' }) as const;
export const propertyNotFound = (/*i18n*/ { id: 'error.propertyNotFound', message: 'Property not found.' }) as const;
export const propertyNotFoundOrSold = (/*i18n*/ {
  id: 'error.propertyNotFoundOrSold',
  message: 'This property was not found or has been sold.',
}) as const;
export const propertySold = (/*i18n*/ { id: 'error.propertySold', message: 'Property sold' }) as const;
export const propertyRented = (/*i18n*/ { id: 'error.propertyRented', message: 'The requested property is rented.' }) as const;
export const projectNotFound = (/*i18n*/ { id: 'error.projectNotFound', message: 'Project not found.' }) as const;
export const projectSoldOut = (/*i18n*/ { id: 'error.projectSoldOut', message: 'This project is sold out.' }) as const;
export const requestDocuments = (/*i18n*/ { id: 'error.requestDocuments', message: 'Request document error' }) as const;
export const documentsAlreadyRequested = (/*i18n*/ {
  id: 'error.documentsAlreadyRequested',
  message: 'You have already requested the documents for this property.',
}) as const;
export const mailFailed = (/*i18n*/ { id: 'error.mailFailed', message: 'Your e-mail was not sent. Please try again.' }) as const;
export const testimonialFailed = (/*i18n*/ { id: 'error.testimonialFailed', message: 'Your testimonial was not sent. Please try again.' }) as const;
export const slotTaken = (/*i18n*/ { id: 'error.slotTaken', message: 'This time was just booked by someone else. Please choose another one.' }) as const;
export const slotPassed = (/*i18n*/ { id: 'error.slotPassed', message: 'This moment has already passed. Please choose another one.' }) as const;
export const slotNotFound = (/*i18n*/ {
  id: 'error.slotNotFound',
  message: 'This moment is no longer in the calendar. Please choose another one.',
}) as const;
export const appointmentAlreadyBooked = (/*i18n*/ {
  id: 'error.appointmentAlreadyBooked',
  message: 'You have already booked this moment. The confirmation is in your mailbox.',
}) as const;
export const appointmentNotFound = (/*i18n*/ {
  id: 'error.appointmentNotFound',
  message: 'We could not find this appointment. Please check the link in your confirmation mail.',
}) as const;
export const payloadTooLarge = (/*i18n*/ { id: 'error.payloadTooLarge', message: 'What you sent is too large.' }) as const;
export const linkInvalid = (/*i18n*/ { id: 'error.linkInvalid', message: 'This link is not valid (any more).' }) as const;
export const notFound = (/*i18n*/ { id: 'error.notFound', message: 'What you asked for does not exist.' }) as const;
