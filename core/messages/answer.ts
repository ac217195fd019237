import type { MessageDescriptor } from './descriptor.ts';

/**
 * The values of the yes/no attributes and of the judicial decision (spec §3), as a detail
 * page and the mails show them. Apart from the person forms' choices (./choice.ts), which a
 * detail page does not show.
 */
export const answerMessages = {
  yes: /*i18n*/ { id: 'answer.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'answer.no', message: 'No' },
  onRequest: /*i18n*/ { id: 'answer.onRequest', message: 'On request' },
} as const satisfies Record<string, MessageDescriptor>;
