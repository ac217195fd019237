/**
 * `<agency-request-documents>`: a property's published documents by e-mail (spec §1):
 * the property at the top, the visitor's title, names, e-mail and phone, the newsletter
 * opt-in and the page's captcha. The documents are mailed at once, as links; a second
 * request for the same property from the same address is answered "already requested",
 * a failure "request document error". Once sent, the visitor goes to the
 * request-documents thank-you page ("documents will arrive by e-mail shortly").
 *
 * @attr property-id - the property; default: the id in the page's path (`/nl/documenten-aanvragen/12/`)
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr retention-months - the months the server keeps a request (its RETENTION_MONTHS); default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the documents are on their way; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page (and of links to the property); cancel it to route yourself
 * @csspart heading - the heading
 * @csspart property - the property
 * @csspart form - the form
 * @csspart field - each field
 * @csspart alert - the message above the form, and the thank-you in place
 * @csspart submit - the send button
 * @csspart privacy - the line on what the agency does with the data
 * @cssprop --agency-color-primary - the send button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import summary from '../property/summary.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { RequestDocuments, type RequestDocumentsProps } from './RequestDocuments.tsx';
import styles from './request-documents.css?inline';

defineElement<RequestDocumentsProps>({
  tag: 'agency-request-documents',
  component: RequestDocuments,
  props: {
    propertyId: { type: 'number' },
    headingLevel: { type: 'number', default: 2 },
    retentionMonths: { type: 'number' },
  },
  styles: [controls, fields, formStyles, summary, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-request-documents': AgencyElement<RequestDocumentsProps>;
  }
}
