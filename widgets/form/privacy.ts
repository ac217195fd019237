/**
 * The one line under each form that says what the agency does with the data and how long
 * it keeps it (core/forms/retention.ts), in the element's language.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { RequestKind } from '../../core/api/contract.ts';
import { RETENTION, retentionMonths } from '../../core/forms/retention.ts';

const LEAD = msg({
  id: 'form.privacy.lead',
  message: 'We use your details only to answer this request, and delete them after {months} months.',
});
const FRIEND = msg({
  id: 'form.privacy.friend',
  message: "We use your friend's address for this one e-mail only and do not keep it; your own details are deleted after {months} months.",
});
const SUBSCRIPTION = msg({
  id: 'form.privacy.subscription',
  message: 'We use your address only to send you our newsletter, once you have confirmed it, and delete it when you unsubscribe.',
});
const PUBLICATION = msg({
  id: 'form.privacy.publication',
  message: 'We publish your name, text and photo once we have read them, and keep them for as long as they are on our website.',
});

/** `months` overrides the default term, for a server set to keep leads longer or shorter. */
export function privacyLine(i18n: I18n, kind: RequestKind, months?: number): string {
  const term = months && Number.isInteger(months) && months > 0 ? months : (retentionMonths(kind) ?? 0);
  if (kind === 'friend') return i18n._(FRIEND.id, { months: term });
  switch (RETENTION[kind].rule) {
    case 'subscription':
      return i18n._(SUBSCRIPTION.id);
    case 'publication':
      return i18n._(PUBLICATION.id);
    default:
      return i18n._(LEAD.id, { months: term });
  }
}
