export const thanks = (/*i18n*/ { id: 'success.thanks', message: 'Thank you for your trust. We will contact you soon.' }) as const;
export const sentToFriend = (/*i18n*/ { id: 'success.sentToFriend', message: 'The property has been sent to your friend by e-mail.' }) as const;
export const documentsSent = (/*i18n*/ { id: 'success.documentsSent', message: 'The documents will arrive in your mailbox shortly.' }) as const;
export const unsubscribed = (/*i18n*/ { id: 'success.unsubscribed', message: 'You have been unsubscribed.' }) as const;
export const passwordReminderSent = (/*i18n*/ {
  id: 'success.passwordReminderSent',
  message: 'If this account exists, we have sent you an e-mail to choose a new password.',
}) as const;
export const appointmentConfirmed = (/*i18n*/ { id: 'success.appointmentConfirmed', message: 'Your appointment is confirmed.' }) as const;
export const earlierVersion = (/*i18n*/ {
  id: 'success.earlierVersion',
  message: 'Your first version had already reached us; we have received your changes as well.',
}) as const;
