/** What a form does once the server has its request: tell the page, then show the thank-you page. */
import type { RequestKind } from '../../core/api/contract.ts';
import { emit } from '../define/events.ts';
import { navigate } from '../ui/Link.tsx';

declare module '../define/events.ts' {
  interface AgencyEventMap {
    /**
     * A form was sent and stored. `id` is the server's id of the request; null in the one
     * case where the server had it from an earlier attempt whose answer was lost.
     * Cancel it to stay on the page: the form then thanks the visitor in place.
     */
    'agency-submit': { kind: RequestKind; id: string | null };
  }
}

/**
 * Emits `agency-submit`; unless a listener cancelled it, goes to `feedbackHref` (through
 * `agency-navigate`, so `<agency-app>` or a host router can take it, else a page load).
 * True when the visitor is on the way to the thank-you page.
 */
export function afterSubmit(host: HTMLElement, kind: RequestKind, id: string | null, feedbackHref: string | undefined): boolean {
  const proceed = emit(host, 'agency-submit', { kind, id });
  if (!proceed || !feedbackHref) return false;
  navigate(host, feedbackHref);
  return true;
}
