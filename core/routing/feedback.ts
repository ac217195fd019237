import type { FormKind } from '../forms/forms.ts';
import type { RouteKey } from './routes.ts';

/** The thank-you page's query parameters: the property asked about, and that an earlier version of the request had arrived too. */
export const FEEDBACK_PARAMS = { property: 'property', project: 'project', earlierVersion: 'earlier' } as const;

/**
 * The thank-you page (spec §2) a visitor lands on after sending form `kind`: the
 * "contact me" form of a project thanks on the construction page, elsewhere on the
 * contact-me page. The owner's forms (login, password) have none: they stay on their page.
 */
export function feedbackRoute(kind: FormKind, value: { projectId?: unknown } = {}): RouteKey | undefined {
  switch (kind) {
    case 'contact':
      return value?.projectId != null ? 'feedback-contact-construction' : 'feedback-contact-me';
    case 'visit':
      return 'feedback-contact-appointment';
    case 'info':
      return 'feedback-contact-me';
    case 'documents':
      return 'feedback-request-documents';
    case 'friend':
      return 'feedback-send-to-friend';
    case 'demand':
      return 'feedback-demand-register';
    case 'valuation':
      return 'feedback-contact-demand';
    case 'offer':
      return 'feedback-purchase-offer';
    case 'rental':
      return 'feedback-rental-application';
    case 'newsletter':
      return 'feedback-sign-newsletter';
    case 'testimonial':
      return 'feedback-testimonial';
    case 'job':
      return 'feedback-job-contact';
    case 'site-contact':
      return 'feedback-site-contact';
    default:
      return undefined;
  }
}
