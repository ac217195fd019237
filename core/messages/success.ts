import type { MessageDescriptor } from './descriptor.ts';

export const successMessages = {
  thanks: /*i18n*/ { id: 'success.thanks', message: 'Thank you for your trust. We will contact you soon.' },
  sentToFriend: /*i18n*/ { id: 'success.sentToFriend', message: 'The property has been sent to your friend by e-mail.' },
  documentsSent: /*i18n*/ { id: 'success.documentsSent', message: 'The documents will arrive in your mailbox shortly.' },
  unsubscribed: /*i18n*/ { id: 'success.unsubscribed', message: 'You have been unsubscribed.' },
  passwordReminderSent: /*i18n*/ {
    id: 'success.passwordReminderSent',
    message: 'If this account exists, we have sent you an e-mail to choose a new password.',
  },
  appointmentConfirmed: /*i18n*/ { id: 'success.appointmentConfirmed', message: 'Your appointment is confirmed.' },
} as const satisfies Record<string, MessageDescriptor>;
