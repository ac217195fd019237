/**
 * `<agency-testimonials>`: a new screen of the agency's site. Say here, for the webmaster who pastes
 * it, what a visitor sees and does with it.
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @cssprop --agency-color-primary - the heading's colour
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { Testimonials, type TestimonialsProps } from './Testimonials.tsx';
import styles from './testimonials.css?inline';

defineElement<TestimonialsProps>({
  tag: 'agency-testimonials',
  component: Testimonials,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-testimonials': AgencyElement<TestimonialsProps>;
  }
}
