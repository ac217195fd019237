import { defineMessage } from './descriptor.ts';

export const thanks = defineMessage(/*i18n*/ { id: 'success.thanks', message: 'Thank you for your trust. We will contact you soon.' });
export const sentToFriend = defineMessage(/*i18n*/ { id: 'success.sentToFriend', message: 'The property has been sent to your friend by e-mail.' });
export const documentsSent = defineMessage(/*i18n*/ { id: 'success.documentsSent', message: 'The documents will arrive in your mailbox shortly.' });
export const unsubscribed = defineMessage(/*i18n*/ { id: 'success.unsubscribed', message: 'You have been unsubscribed.' });
export const passwordReminderSent = defineMessage(/*i18n*/ {
  id: 'success.passwordReminderSent',
  message: 'If this account exists, we have sent you an e-mail to choose a new password.',
});
export const appointmentConfirmed = defineMessage(/*i18n*/ { id: 'success.appointmentConfirmed', message: 'Your appointment is confirmed.' });
export const earlierVersion = defineMessage(/*i18n*/ {
  id: 'success.earlierVersion',
  message: 'Your first version had already reached us; we have received your changes as well.',
});
