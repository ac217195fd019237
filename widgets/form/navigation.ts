/** What a form does once the server has its request: tell the page, then show the thank-you page. */
import type { FormKind } from '../../core/forms/forms.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { FEEDBACK_PARAMS, feedbackRoute } from '../../core/routing/feedback.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { emit } from '../define/events.ts';
import { navigate } from '../ui/navigation/Link.tsx';

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

/** The thank-you page of form `kind` in `language`, naming the property the request was about; none for the owner's forms. */
export function thankYouHref(kind: FormKind, language: Language, propertyId?: number): string | undefined {
  const route = feedbackRoute(kind);
  if (!route) return undefined;
  return propertyId ? `${pathFor(route, language)}?${FEEDBACK_PARAMS.property}=${propertyId}` : pathFor(route, language);
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
