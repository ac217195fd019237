/**
 * `<agency-property-request>`: the form to ask for a visit of a property, or for more
 * information about it (spec §1, §3): title, names, e-mail, phone, address, message,
 * contact time slots, newsletter opt-in (never ticked for the visitor) and the page's
 * captcha. The property is shown at the top. Errors show at each field and sum up above
 * the form; what the visitor typed is kept in the tab (session storage) until the request
 * is sent, so a failed send or a reload loses nothing, and a retry never sends it twice.
 * Once sent, the visitor goes to the thank-you page of the route table in their language.
 *
 * @attr kind - `visit` (default) or `info`; default: the kind of the page's route
 * @attr property-id - the property asked about; default: the id in the page's path (`/nl/bezoek-aanvragen/12/`)
 * @attr heading-level - the level of the element's heading, 1 to 6 (default 2; 1 when the form is the page's main content)
 * @attr lang - render this element's own texts in this language
 * @event agency-submit - `{ kind, id }` once the agency has the request; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page (and of links to the property); cancel it to route yourself
 * @csspart heading - the element's heading
 * @csspart property - the property asked about
 * @csspart form - the form
 * @csspart field - each field
 * @csspart captcha - the captcha's status line
 * @csspart alert - the message above the form, and the thank-you in place
 * @csspart submit - the send button
 * @cssprop --agency-color-primary - the send button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import styles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { PropertyRequest, type PropertyRequestProps } from './PropertyRequest.tsx';
import summary from '../property/summary.css?inline';
import own from './property-request.css?inline';

defineElement<PropertyRequestProps>({
  tag: 'agency-property-request',
  component: PropertyRequest,
  props: {
    kind: { type: 'string' },
    propertyId: { type: 'number' },
    headingLevel: { type: 'number', default: 2 },
  },
  styles: [controls, fields, styles, summary, own],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-property-request': AgencyElement<PropertyRequestProps>;
  }
}
