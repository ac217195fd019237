/**
 * `<agency-rental-application>`: the rental application of spec §3 for a property for
 * rent, asking only what the law of the property's region allows (Brussels Housing Code
 * art. 200ter, the Flemish Rental Decree art. 7, the Data Protection Authority's
 * recommendation 01/2009): the household (adults, the children's ages), pets, the moving
 * date, the reason, the net income of persons 1 and 2 and a CV (PDF, Word or OpenDocument, at most 5 MB)
 * where they may be asked, each required or optional as the rule says, and why. The costs
 * of moving in (first rent and charges, the deposit, the share of the inventory costs) are
 * shown from the property's data in the page's language; the deposit's months and amount
 * come from one regional rule (at most three months' rent, two in Brussels and Wallonia). A rented
 * or sold property says so instead. Drafts, captcha and the thank-you page as every form.
 *
 * @attr property-id - the property; default: the id in the page's path (`/nl/huurkandidatuur/12/`)
 * @attr heading-level - the level of the heading, 1 to 6 (default 2; 1 when it is the page's main content)
 * @attr retention-months - the months the server keeps an application (its RETENTION_MONTHS for `rental`); default 6
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind: 'rental', id }` once the agency has the application; cancel it to stay on the page
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart property - the property applied for
 * @csspart why - why the form asks what it asks
 * @csspart terms - the costs of moving in
 * @csspart form - the form
 * @csspart alert - messages above the form and the thank-you in place
 * @csspart submit - the send button
 * @csspart privacy - the line on what the agency does with the data
 * @cssprop --agency-color-primary - the send button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import styles from '../form/form.css?inline';
import summary from '../property/summary.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { RentalApplication, type RentalApplicationProps } from './RentalApplication.tsx';
import own from './rental-application.css?inline';

defineElement<RentalApplicationProps>({
  tag: 'agency-rental-application',
  component: RentalApplication,
  props: { propertyId: { type: 'string' }, headingLevel: { type: 'number', default: 2 }, retentionMonths: { type: 'number' } },
  styles: [controls, fields, styles, summary, own],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-rental-application': AgencyElement<RentalApplicationProps>;
  }
}
