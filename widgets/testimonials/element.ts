/**
 * `<agency-testimonials>`: the testimonials the agency approved, newest first, for a CMS
 * page: each with the client's photo, name, the line about them, their words and their
 * website. Nothing waits for approval here: a testimonial shows once the agency published it.
 *
 * @attr limit - how many to show, 1 to 50 (default 12)
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @csspart item - each testimonial
 * @cssprop --agency-color-primary - links and the quote's mark
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { Testimonials, type TestimonialsProps } from './Testimonials.tsx';
import styles from './testimonials.css?inline';

defineElement<TestimonialsProps>({
  tag: 'agency-testimonials',
  component: Testimonials,
  props: { limit: { type: 'number', default: 12 }, headingLevel: { type: 'number', default: 2 } },
  styles: [styles],
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-testimonials': AgencyElement<TestimonialsProps>;
  }
}
