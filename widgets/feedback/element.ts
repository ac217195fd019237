/**
 * `<agency-feedback>`: the thank-you page after a form (spec §2), one per kind of the
 * route table's feedback pages: contact-me, contact-appointment, contact-construction,
 * contact-demand, demand-register, send-to-friend, site-contact, sign-newsletter,
 * job-contact, request-documents, purchase-offer, rental-application, testimonial. It
 * says the request arrived (the spec's success text), what happens next, and offers the
 * way on: back to the property or project, the list, the homepage. Its heading takes
 * the focus on arrival, so a screen reader reads the answer at once.
 *
 * @attr kind - which thank-you page; default: the kind of the page's route (`/nl/bedankt/bezoekaanvraag/`)
 * @attr property-id - the property the request was about; default: the `property` query parameter
 * @attr project-id - the project the request was about; default: the `project` query parameter
 * @attr heading-level - the level of its heading, 1 to 6 (default 1, as it is the page's main content)
 * @attr lang - render this element's own texts in this language
 * @event agency-navigate - `{ href }` when the visitor follows one of its links (cancel it to route yourself)
 * @csspart heading - the heading
 * @csspart body - the text under it
 * @csspart links - the links on
 * @cssprop --agency-color-primary - the main link and the heading's mark
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controls from '../ui/controls/controls.css?inline';
import { Feedback, type FeedbackProps } from './Feedback.tsx';
import styles from './feedback.css?inline';

defineElement<FeedbackProps>({
  tag: 'agency-feedback',
  component: Feedback,
  props: {
    kind: { type: 'string' },
    propertyId: { type: 'number' },
    projectId: { type: 'number' },
    headingLevel: { type: 'number', default: 1 },
  },
  styles: [controls, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-feedback': AgencyElement<FeedbackProps>;
  }
}
