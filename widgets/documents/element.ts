/**
 * `<agency-documents>`: the agency's forms to download (spec §2): a purchase offer, a
 * rental application and a power of attorney, as PDFs in the visitor's language on the
 * agency's letterhead, ready to print and sign. Reached from a property (`?property=12`
 * or `property-id`), each comes filled in with its reference, address and price.
 *
 * @attr document - `offer`, `rental` or `power-of-attorney`: that one only; default: all three
 * @attr property-id - the property the forms are about; default: the page's `property` query parameter
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language (and the PDFs in it)
 * @csspart heading - the heading
 * @csspart property - the property the forms are filled in with
 * @csspart item - each document
 * @csspart download - each download link
 * @cssprop --agency-color-primary - the download links and the focus ring
 */
import { type AgencyElement, defineElement } from '../define.ts';
import summary from '../property/summary.css?inline';
import controls from '../ui/controls/controls.css?inline';
import { Documents, type DocumentsProps } from './Documents.tsx';
import styles from './documents.css?inline';

defineElement<DocumentsProps>({
  tag: 'agency-documents',
  component: Documents,
  props: {
    document: { type: 'string' },
    propertyId: { type: 'number' },
    headingLevel: { type: 'number', default: 2 },
  },
  styles: [controls, summary, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-documents': AgencyElement<DocumentsProps>;
  }
}
