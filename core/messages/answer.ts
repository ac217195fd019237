/**
 * The values of the yes/no attributes and of the judicial decision (spec §3), as a detail
 * page and the mails show them. Apart from the person forms' choices (./choice.ts), which a
 * detail page does not show.
 */
export const yes = (/*i18n*/ { id: 'answer.yes', message: 'Yes' }) as const;
export const no = (/*i18n*/ { id: 'answer.no', message: 'No' }) as const;
export const onRequest = (/*i18n*/ { id: 'answer.onRequest', message: 'On request' }) as const;
