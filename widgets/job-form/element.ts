/**
 * `<agency-job-form>`: a job application, or a spontaneous one: the position (from the
 * job page's slug, `/nl/vacatures/makelaar/`, or typed by the visitor), title, names,
 * e-mail, phone, address, a motivation, a CV (PDF, Word or OpenDocument, at most 5 MB,
 * checked by its content; sent to the agency only) and the page's captcha. Once sent,
 * the visitor goes to the job-contact thank-you page.
 *
 * @attr position - the job applied for; default: the job page's slug, as words; none: a spontaneous application
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr retention-months - the months the server keeps an application (its RETENTION_MONTHS); default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the agency has the application; cancel it to stay on the page (the form then thanks in place)
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
import { JobForm, type JobFormProps } from './JobForm.tsx';
import styles from './job-form.css?inline';

defineElement<JobFormProps>({
  tag: 'agency-job-form',
  component: JobForm,
  props: {
    position: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
    retentionMonths: { type: 'number' },
  },
  styles: [controls, fields, formStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-job-form': AgencyElement<JobFormProps>;
  }
}
