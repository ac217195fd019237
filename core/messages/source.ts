import type { MessageDescriptor } from './descriptor.ts';
import * as errorMessages from './error.ts';
import * as emptyMessages from './empty.ts';
import * as validationMessages from './validation.ts';
import * as successMessages from './success.ts';
import * as stateMessages from './state.ts';
import * as noticeMessages from './notice.ts';
import * as areaMessages from './area.ts';
import * as termsMessages from './terms.ts';
import * as choiceMessages from './choice.ts';
import * as answerMessages from './answer.ts';
import * as routeMessages from './route.ts';
import * as actionMessages from './action.ts';
import * as fieldMessages from './field.ts';
import * as rentalMessages from './rental.ts';

const groups: readonly Readonly<Record<string, MessageDescriptor>>[] = [errorMessages, emptyMessages, validationMessages, successMessages, stateMessages, noticeMessages, termsMessages, choiceMessages, answerMessages, routeMessages, actionMessages, fieldMessages, rentalMessages, areaMessages];

/** id → English source text, for places with no catalog at hand (logs, server fallbacks). */
export const sourceMessages: Readonly<Record<string, string>> = Object.fromEntries(
  groups.flatMap((group) => Object.values(group).map((descriptor) => [descriptor.id, descriptor.message])),
);
