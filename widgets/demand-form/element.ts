/**
 * `<agency-demand-form>`: the demand register, "keep me informed" (spec §3): what the
 * visitor looks for (buy or rent, property types, where, price, bedrooms, bathrooms,
 * garages, parking, terrace, garden), who they are, and how often to be told (at once,
 * daily, weekly). Property types are chosen in the CRM's type tree: a group ("Residential")
 * or single types under it (a flat). Where is chosen in a region tree (region, province,
 * arrondissement, municipality), by name or postcode, or on a map, which follow one
 * another; the map search's "keep me informed of this area" opens it with the drawn area
 * (`?area=`, with the list's filters), which is enough as where, and may be removed. While the
 * visitor chooses, it says how many current properties match, by the rule the alerts use.
 * Once sent, the visitor confirms the address by the link of a mail; the alerts carry
 * links back to this page to change the search (`?edit=`) or stop (`?unsubscribe=`),
 * and the confirmation link opens it too (`?confirm=`).
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind: 'demand', id }` once the server mailed the confirmation link; cancel it to stay on the page
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart form - the form
 * @csspart field - each field
 * @csspart map - the map of municipalities
 * @csspart count - how many properties match now
 * @csspart area - the drawn area, with its outline and description
 * @csspart alert - messages above the form
 * @csspart submit - the send button
 * @cssprop --agency-color-primary - the send button, ticked places, focus
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { DemandForm, type DemandFormProps } from './DemandForm.tsx';
import styles from './demand-form.css?inline';

defineElement<DemandFormProps>({
  tag: 'agency-demand-form',
  component: DemandForm,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-demand-form': AgencyElement<DemandFormProps>;
  }
}
