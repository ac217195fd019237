/**
 * What each thank-you page of the route table says (spec §2): a heading that says what
 * arrived, the spec's success text where it has one (core/messages.ts: the one thank-you,
 * so the heading does not say it too), what happens next, and where the visitor may want
 * to go on to.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as successMessages from '../../core/messages/success.ts';
import { ROUTES } from '../../core/routing/routes.ts';

/** The kinds of the route table's thank-you pages (`feedback-<kind>`): contact-me, contact-appointment, … */
export const FEEDBACK_KINDS: readonly string[] = ROUTES.flatMap((route) =>
  route.key.startsWith('feedback-') && route.attributes?.kind ? [route.attributes.kind] : [],
);

export interface FeedbackText {
  title: MessageDescriptor;
  /** paragraphs: message descriptors, or ids of core/messages.ts */
  body: readonly (MessageDescriptor | string)[];
  /** the server mailed the visitor a confirmation of this request */
  confirmation: boolean;
  /** which list the visitor goes on to */
  list: 'properties' | 'projects' | null;
}

const thanks = successMessages.thanks.id;
/** The spec's thanks without its promise, where the page says next what will happen and when (one promise, not two). */
const trust = msg({ id: 'feedback.trust', message: 'Thank you for your trust.' });

const TEXTS: Readonly<Record<string, FeedbackText>> = {
  'contact-me': {
    title: msg({ id: 'feedback.contactMe.title', message: 'We have received your message' }),
    body: [thanks],
    confirmation: true,
    list: 'properties',
  },
  'contact-appointment': {
    title: msg({ id: 'feedback.contactAppointment.title', message: 'We have received your visit request' }),
    body: [
      trust,
      msg({
        id: 'feedback.contactAppointment.next',
        message: 'We will call you to plan the visit, if possible at a time you chose.',
      }),
    ],
    confirmation: true,
    list: 'properties',
  },
  'contact-construction': {
    title: msg({ id: 'feedback.contactConstruction.title', message: 'We have received your question about this project' }),
    body: [thanks],
    confirmation: true,
    list: 'projects',
  },
  'contact-demand': {
    title: msg({ id: 'feedback.contactDemand.title', message: 'We have received your valuation request' }),
    body: [
      trust,
      msg({ id: 'feedback.contactDemand.next', message: 'One of our experts will contact you to plan the free valuation.' }),
    ],
    confirmation: true,
    list: null,
  },
  'demand-register': {
    title: msg({ id: 'feedback.demandRegister.title', message: 'We will keep you informed' }),
    body: [
      // the demand counts once its address is confirmed (double opt-in)
      msg({
        id: 'feedback.demandRegister.confirm',
        message: 'We have sent you an e-mail: confirm your address with its link, and from then on we will let you know as soon as a property matches your search.',
      }),
    ],
    // the paragraph above says the mail went: no second line about it
    confirmation: false,
    list: 'properties',
  },
  'send-to-friend': {
    title: msg({ id: 'feedback.sendToFriend.title', message: 'Sent to your friend' }),
    body: [successMessages.sentToFriend.id],
    confirmation: false,
    list: 'properties',
  },
  'site-contact': {
    title: msg({ id: 'feedback.siteContact.title', message: 'We have received your message' }),
    body: [thanks],
    confirmation: true,
    list: null,
  },
  'sign-newsletter': {
    title: msg({ id: 'feedback.signNewsletter.title', message: 'Thank you for subscribing' }),
    // double opt-in: nothing is sent until the address is confirmed from the mail
    body: [
      msg({
        id: 'feedback.signNewsletter.confirm',
        message: 'One more step: open the link in the e-mail we have just sent you to confirm your address.',
      }),
    ],
    confirmation: false,
    list: null,
  },
  'job-contact': {
    title: msg({ id: 'feedback.jobContact.title', message: 'Thank you for your application' }),
    body: [msg({ id: 'feedback.jobContact.next', message: 'We will read it carefully and get back to you soon.' })],
    confirmation: true,
    list: null,
  },
  'request-documents': {
    title: msg({ id: 'feedback.requestDocuments.title', message: 'Your documents are on their way' }),
    body: [successMessages.documentsSent.id],
    confirmation: false,
    list: 'properties',
  },
  'purchase-offer': {
    title: msg({ id: 'feedback.purchaseOffer.title', message: 'We have received your offer' }),
    body: [
      trust,
      msg({ id: 'feedback.purchaseOffer.next', message: 'Your agent will contact you shortly about the next steps.' }),
    ],
    confirmation: true,
    list: 'properties',
  },
  'rental-application': {
    title: msg({ id: 'feedback.rentalApplication.title', message: 'We have received your application' }),
    body: [
      trust,
      msg({ id: 'feedback.rentalApplication.next', message: 'We will contact you once the owner has looked at your application.' }),
    ],
    confirmation: true,
    list: 'properties',
  },
  testimonial: {
    title: msg({ id: 'feedback.testimonial.title', message: 'Thank you for sharing your experience' }),
    body: [msg({ id: 'feedback.testimonial.next', message: 'We will publish your testimonial on our site once we have read it.' })],
    // the testimonial form asks for no e-mail address: nobody to confirm to
    confirmation: false,
    list: null,
  },
};

/** A kind the route table does not know still thanks the visitor. */
const GENERIC: FeedbackText = {
  title: msg({ id: 'feedback.generic.title', message: 'We have received your request' }),
  body: [thanks],
  confirmation: false,
  list: null,
};

export function feedbackText(kind: string | undefined): FeedbackText {
  return (kind !== undefined && Object.hasOwn(TEXTS, kind) ? TEXTS[kind] : undefined) ?? GENERIC;
}

/** Whether every kind of the route table has its own text (checked by the tests). */
export function hasOwnText(kind: string): boolean {
  return Object.hasOwn(TEXTS, kind);
}
