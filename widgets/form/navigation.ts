/** What a form does once the server has its request: tell the page, then show the thank-you page. */
import type { FormKind } from '../../core/forms/forms.ts';
import { FEEDBACK_PARAMS } from '../../core/routing/feedback.ts';
import { emit } from '../define/events.ts';
import { navigate } from '../ui/Link.tsx';

declare module '../define/events.ts' {
  interface AgencyEventMap {
    /**
     * A form was sent and stored. `id` is the server's id of the request; `earlierVersion`:
     * a version the visitor sent before (whose answer was lost) had reached the agency too.
     * Cancel it to stay on the page: the form then thanks the visitor in place.
     */
    'agency-submit': { kind: FormKind; id: string; earlierVersion: boolean };
  }
}

/**
 * Emits `agency-submit`; unless a listener cancelled it, goes to `feedbackHref` (through
 * `agency-navigate`, so `<agency-app>` or a host router can take it, else a page load).
 * True when the visitor is on the way to the thank-you page.
 */
export function afterSubmit(host: HTMLElement, kind: FormKind, id: string, feedbackHref: string | undefined, earlierVersion = false): boolean {
  const proceed = emit(host, 'agency-submit', { kind, id, earlierVersion });
  if (!proceed || !feedbackHref) return false;
  const href = earlierVersion ? `${feedbackHref}${feedbackHref.includes('?') ? '&' : '?'}${FEEDBACK_PARAMS.earlierVersion}=1` : feedbackHref;
  navigate(host, href);
  return true;
}
