/**
 * Every user-facing message a rule of core/ or the server can answer with: the error
 * catalogue (spec §8), validation (spec §5), states (spec §4), and the fixed texts of
 * spec §9. Rules return the ids; widgets show them with `i18n._(id)`, the server's mails
 * and the client's error mapping use the same ids. The `/*i18n*\/` marks let
 * `lingui extract` collect them into dictionaries/<lang>/core.po without core/ importing
 * lingui. English is the source text; nl, fr and de live in the catalogs.
 */
//
// One module per namespace (the first segment of the ids), so that code showing route
// titles does not bring the validation messages along: the bundle splits by module.
// Bundle code imports the namespace's module itself (./messages/route.ts): the build
// groups modules by the elements that import them, and through this barrel every element
// would seem to need every namespace (tools/chunks.test.ts checks it).
// `sourceMessages` (id → English) lives in ./messages/source.ts, outside this barrel: it
// builds its table when loaded, which would pull every group into every page.

export type { MessageDescriptor } from './messages/descriptor.ts';
export * as errorMessages from './messages/error.ts';
export * as emptyMessages from './messages/empty.ts';
export * as validationMessages from './messages/validation.ts';
export * as successMessages from './messages/success.ts';
export * as stateMessages from './messages/state.ts';
export * as noticeMessages from './messages/notice.ts';
export * as termsMessages from './messages/terms.ts';
export * as choiceMessages from './messages/choice.ts';
export * as answerMessages from './messages/answer.ts';
export * as routeMessages from './messages/route.ts';
export * as actionMessages from './messages/action.ts';
export * as fieldMessages from './messages/field.ts';
export * as rentalMessages from './messages/rental.ts';
export * as areaMessages from './messages/area.ts';

import type * as errorMessages from './messages/error.ts';
import type * as emptyMessages from './messages/empty.ts';
import type * as validationMessages from './messages/validation.ts';
import type * as successMessages from './messages/success.ts';
import type * as stateMessages from './messages/state.ts';
import type * as noticeMessages from './messages/notice.ts';
import type * as termsMessages from './messages/terms.ts';
import type * as choiceMessages from './messages/choice.ts';
import type * as answerMessages from './messages/answer.ts';
import type * as routeMessages from './messages/route.ts';
import type * as actionMessages from './messages/action.ts';
import type * as fieldMessages from './messages/field.ts';
import type * as rentalMessages from './messages/rental.ts';
import type * as areaMessages from './messages/area.ts';

/** The id of any message above. */
export type MessageId =
  | (typeof errorMessages)[keyof typeof errorMessages]['id']
  | (typeof emptyMessages)[keyof typeof emptyMessages]['id']
  | (typeof validationMessages)[keyof typeof validationMessages]['id']
  | (typeof successMessages)[keyof typeof successMessages]['id']
  | (typeof stateMessages)[keyof typeof stateMessages]['id']
  | (typeof noticeMessages)[keyof typeof noticeMessages]['id']
  | (typeof termsMessages)[keyof typeof termsMessages]['id']
  | (typeof choiceMessages)[keyof typeof choiceMessages]['id']
  | (typeof answerMessages)[keyof typeof answerMessages]['id']
  | (typeof routeMessages)[keyof typeof routeMessages]['id']
  | (typeof actionMessages)[keyof typeof actionMessages]['id']
  | (typeof fieldMessages)[keyof typeof fieldMessages]['id']
  | (typeof rentalMessages)[keyof typeof rentalMessages]['id']
  | (typeof areaMessages)[keyof typeof areaMessages]['id'];
