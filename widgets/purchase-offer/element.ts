/**
 * `<agency-purchase-offer>`: the purchase offer of spec §3 for a property for sale. The
 * visitor states the amount in digits, sees it written out in words in their language
 * (Dutch, Belgian French with "septante" and "nonante", German, English) or writes it
 * themselves and is told when the two differ; the dates the offer holds (with what that
 * means), the place and date of signing, the conditions (e.g. subject to a mortgage) and
 * the buyers A and B. The 10 % deposit, paid into the agent's third-party account when the
 * sales agreement (compromis) is signed, is stated. The agency receives the offer as a PDF
 * and the visitor a copy with its own subject. A sold or rented
 * property says so instead. Drafts, captcha and the thank-you page as every form.
 *
 * @attr property-id - the property; default: the id in the page's path (`/nl/bod-uitbrengen/12/`)
 * @attr heading-level - the level of the heading, 1 to 6 (default 2; 1 when it is the page's main content)
 * @attr retention-months - the months the server keeps an offer (its RETENTION_MONTHS); default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind: 'offer', id }` once the agency has the offer; cancel it to stay on the page
 * @event agency-navigate - `{ href }` of the thank-you page; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart property - the property the offer is for
 * @csspart terms - the validity period and the deposit explained
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
import { PurchaseOffer, type PurchaseOfferProps } from './PurchaseOffer.tsx';
import own from './purchase-offer.css?inline';

defineElement<PurchaseOfferProps>({
  tag: 'agency-purchase-offer',
  component: PurchaseOffer,
  props: { propertyId: { type: 'string' }, headingLevel: { type: 'number', default: 2 }, retentionMonths: { type: 'number' } },
  styles: [controls, fields, styles, summary, own],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-purchase-offer': AgencyElement<PurchaseOfferProps>;
  }
}
