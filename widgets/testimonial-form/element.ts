/**
 * `<agency-testimonial-form>`: a new screen of the agency's site. Say here, for the webmaster who pastes
 * it, what a visitor sees and does with it.
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @cssprop --agency-color-primary - the heading's colour
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { TestimonialForm, type TestimonialFormProps } from './TestimonialForm.tsx';
import styles from './testimonial-form.css?inline';

defineElement<TestimonialFormProps>({
  tag: 'agency-testimonial-form',
  component: TestimonialForm,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-testimonial-form': AgencyElement<TestimonialFormProps>;
  }
}
