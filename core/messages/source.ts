import type { MessageDescriptor } from './descriptor.ts';
import { errorMessages } from './error.ts';
import { emptyMessages } from './empty.ts';
import { validationMessages } from './validation.ts';
import { successMessages } from './success.ts';
import { stateMessages } from './state.ts';
import { noticeMessages } from './notice.ts';
import { termsMessages } from './terms.ts';
import { choiceMessages } from './choice.ts';
import { answerMessages } from './answer.ts';
import { routeMessages } from './route.ts';
import { actionMessages } from './action.ts';
import { fieldMessages } from './field.ts';

const groups: readonly Readonly<Record<string, MessageDescriptor>>[] = [errorMessages, emptyMessages, validationMessages, successMessages, stateMessages, noticeMessages, termsMessages, choiceMessages, answerMessages, routeMessages, actionMessages, fieldMessages];

/** id → English source text, for places with no catalog at hand (logs, server fallbacks). */
export const sourceMessages: Readonly<Record<string, string>> = Object.fromEntries(
  groups.flatMap((group) => Object.values(group).map((descriptor) => [descriptor.id, descriptor.message])),
);
