/**
 * `<agency-contact-form>`: a new screen of the agency's site. Say here, for the webmaster who pastes
 * it, what a visitor sees and does with it.
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @cssprop --agency-color-primary - the heading's colour
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import styles from './contact-form.css?inline';

defineElement<ContactFormProps>({
  tag: 'agency-contact-form',
  component: ContactForm,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-contact-form': AgencyElement<ContactFormProps>;
  }
}
