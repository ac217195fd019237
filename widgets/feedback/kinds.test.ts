import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../../core/forms/forms.ts';
import { feedbackRoute } from '../../core/routing/feedback.ts';
import { routeOf } from '../../core/routing/routes.ts';
import { FEEDBACK_KINDS, feedbackText, hasOwnText } from './kinds.ts';

describe('the thank-you pages', () => {
  it('cover every feedback page of the route table, the nine of spec §2 among them', () => {
    expect(FEEDBACK_KINDS).toEqual(
      expect.arrayContaining([
        'contact-me',
        'contact-appointment',
        'contact-construction',
        'contact-demand',
        'demand-register',
        'send-to-friend',
        'site-contact',
        'sign-newsletter',
        'job-contact',
      ]),
    );
    expect(FEEDBACK_KINDS.filter((kind) => !hasOwnText(kind))).toEqual([]);
  });

  it('have a page with its own text for every form that has one', () => {
    for (const kind of FORM_KINDS) {
      const route = routeOf(feedbackRoute(kind));
      if (route) expect(hasOwnText(route.attributes!.kind!), kind).toBe(true);
    }
  });

  it.each([
    ['send-to-friend', 'success.sentToFriend', false],
    ['request-documents', 'success.documentsSent', false],
    ['site-contact', 'success.thanks', true],
    ['contact-me', 'success.thanks', true],
  ])('%s says the spec’s success text (%s); a confirmation mail: %s', (kind, message, confirmation) => {
    const text = feedbackText(kind);
    expect(text.body).toContain(message);
    expect(text.confirmation).toBe(confirmation);
  });

  it('makes one promise: a page that says what happens next thanks without the spec text’s own "we will contact you soon"', () => {
    for (const kind of FEEDBACK_KINDS) {
      const { body } = feedbackText(kind);
      if (body.length > 1) expect(body, kind).not.toContain('success.thanks');
    }
    expect(feedbackText('rental-application').body.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.id))).toEqual([
      'feedback.trust',
      'feedback.rentalApplication.next',
    ]);
  });

  it('says once that a mail went: the demand register’s page asks to confirm the address, with no second line about a confirmation', () => {
    expect(feedbackText('demand-register').confirmation).toBe(false);
  });

  it('still thanks for a kind it does not know', () => {
    expect(feedbackText('mortgage').body).toEqual(['success.thanks']);
    expect(feedbackText(undefined).title.id).toBe('feedback.generic.title');
    expect(feedbackText('toString').title.id).toBe('feedback.generic.title');
  });
});
