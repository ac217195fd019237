/**
 * `<agency-cost-calculator>`: what buying a home in Belgium costs in all. The visitor
 * sets the price, the region, whether it will be their sole own home and whether it is a
 * new build sold with VAT, and sees the registration duties (or the VAT), the notary's
 * fee, the administrative costs and the VAT on them; with an amount borrowed, the costs of
 * the mortgage deed; with a rate and a term they type, the monthly payment. The figures
 * follow the rules in force today in the property's region (core/purchase-costs), and the
 * screen says it is an estimate and on which date's rules, and why the duties are what
 * they are (the rate of an only home, Brussels' exemption, Flanders' reduction, VAT on a
 * new build). Given the listing's own figures (`agency-duties`, `agency-notary`), it says
 * what they assume. Amounts are written as the visitor's language writes numbers once
 * they leave the field. A property's page shows it under the property's facts, loaded when
 * the visitor comes near. It shows no interest rate of its own: an advertised rate would
 * need the representative example consumer-credit law asks for.
 *
 * @attr property-id - the property whose published price and postal code it starts from
 * @attr price - the price it starts from, without a property
 * @attr postal-code - the postal code whose region it starts from, without a property
 * @attr new-build - start as a new build sold with VAT
 * @attr agency-duties - the registration duties the listing gives (a CRM's figure): the calculator says what they assume
 * @attr agency-notary - the notary's costs with VAT the listing gives
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @csspart field - each field
 * @csspart result - the breakdown and the totals
 * @csspart why - why the duties are what they are, and what the listing's figures assume
 * @csspart notes - the estimate's notes and sources
 * @cssprop --agency-color-primary - the heading, links and the focus ring
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';
import styles from './cost-calculator.css?inline';

defineElement<CostCalculatorProps>({
  tag: 'agency-cost-calculator',
  component: CostCalculator,
  props: {
    propertyId: { type: 'number' },
    price: { type: 'number' },
    postalCode: { type: 'string' },
    newBuild: { type: 'boolean', default: false },
    agencyDuties: { type: 'number' },
    agencyNotary: { type: 'number' },
    headingLevel: { type: 'number', default: 2 },
  },
  styles: [controls, fields, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-cost-calculator': AgencyElement<CostCalculatorProps>;
  }
}
