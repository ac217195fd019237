/**
 * The values of the yes/no attributes and of the judicial decision (spec §3), as a detail
 * page and the mails show them. Apart from the person forms' choices (./choice.ts), which a
 * detail page does not show.
 */
import { defineMessage } from './descriptor.ts';

export const yes = defineMessage(/*i18n*/ { id: 'answer.yes', message: 'Yes' });
export const no = defineMessage(/*i18n*/ { id: 'answer.no', message: 'No' });
export const onRequest = defineMessage(/*i18n*/ { id: 'answer.onRequest', message: 'On request' });
