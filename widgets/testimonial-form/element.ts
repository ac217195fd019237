/**
 * `<agency-testimonial-form>`: a client shares their experience: name, a line about
 * themselves, their website, a photo (JPEG, PNG or WebP, at most 5 MB; the server keeps
 * its pixels only, without metadata), their testimonial and the page's captcha. It is
 * published once the agency has read and approved it (`<agency-testimonials>` shows it
 * then). A failure says "testimonial not sent". Once sent, the visitor goes to the
 * testimonial thank-you page.
 *
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the agency has the testimonial; cancel it to stay on the page (the form then thanks in place)
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
import { TestimonialForm, type TestimonialFormProps } from './TestimonialForm.tsx';
import styles from './testimonial-form.css?inline';

defineElement<TestimonialFormProps>({
  tag: 'agency-testimonial-form',
  component: TestimonialForm,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-testimonial-form': AgencyElement<TestimonialFormProps>;
  }
}
