import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../forms/forms.ts';
import { feedbackRoute } from './feedback.ts';
import { routeOf } from './routes.ts';

describe('feedbackRoute', () => {
  it.each([
    ['contact', {}, 'feedback-contact-me'],
    ['contact', { projectId: 4 }, 'feedback-contact-construction'],
    ['visit', {}, 'feedback-contact-appointment'],
    ['info', {}, 'feedback-contact-me'],
    ['documents', {}, 'feedback-request-documents'],
    ['friend', {}, 'feedback-send-to-friend'],
    ['demand', {}, 'feedback-demand-register'],
    ['valuation', {}, 'feedback-contact-demand'],
    ['offer', {}, 'feedback-purchase-offer'],
    ['rental', {}, 'feedback-rental-application'],
    ['newsletter', {}, 'feedback-sign-newsletter'],
    ['testimonial', {}, 'feedback-testimonial'],
    ['job', {}, 'feedback-job-contact'],
    ['site-contact', {}, 'feedback-site-contact'],
    ['login', {}, undefined],
    ['password-reminder', {}, undefined],
    ['password-reset', {}, undefined],
  ] as const)('%s %j → %s', (kind, value, expected) => {
    expect(feedbackRoute(kind, value)).toBe(expected);
  });

  it('names a thank-you page of the table for every form that has one', () => {
    for (const kind of FORM_KINDS) {
      const key = feedbackRoute(kind);
      if (key) expect(routeOf(key)?.screen).toBe('agency-feedback');
    }
  });
});
