/**
 * `<agency-compare>`: two to four properties side by side, one column each: price, price
 * per m² of living area, total cost to buy for the visitor's situation (an estimate by the
 * rules in force today in each property's region), type, rooms, surfaces, EPC and the
 * legal items each region asks for. On a phone the row names stay in place and the
 * visitor swipes from one property to the next. `<agency-favourites>` links to it.
 *
 * @attr ids - the properties' ids, comma-separated (at most four); without it, the page's `?ids=`
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @csspart field - the "sole own home" choice
 * @csspart table - the comparison
 * @cssprop --agency-color-primary - the heading and links
 * @cssprop --agency-color-border - the table's lines
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controlStyles from '../ui/controls/controls.css?inline';
import fieldStyles from '../ui/controls/fields.css?inline';
import { Compare, type CompareProps } from './Compare.tsx';
import styles from './compare.css?inline';

defineElement<CompareProps>({
  tag: 'agency-compare',
  component: Compare,
  props: { ids: { type: 'string' }, headingLevel: { type: 'number', default: 2 } },
  styles: [controlStyles, fieldStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-compare': AgencyElement<CompareProps>;
  }
}
