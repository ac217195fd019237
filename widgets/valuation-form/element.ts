/**
 * `<agency-valuation-form>`: a free valuation of the visitor's own property (spec
 * /contact-demand/): the address to value (required, with its own message), the type of
 * property, whether they want to sell or rent it out, a few facts the agency needs to
 * prepare the visit (bedrooms, living area, a remark), who they are, when to call them, the
 * newsletter opt-in and the page's captcha. Once sent, the visitor goes to the
 * contact-demand thank-you page.
 *
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr retention-months - the months the server keeps a request (its RETENTION_MONTHS), for the line under the form; default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the agency has the request; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
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
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { ValuationForm, type ValuationFormProps } from './ValuationForm.tsx';
import styles from './valuation-form.css?inline';

defineElement<ValuationFormProps>({
  tag: 'agency-valuation-form',
  component: ValuationForm,
  props: {
    headingLevel: { type: 'number', default: 2 },
    retentionMonths: { type: 'number' },
  },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-valuation-form': AgencyElement<ValuationFormProps>;
  }
}
