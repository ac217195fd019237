/**
 * `<agency-send-to-friend>`: send a property, or the page the visitor came from, to one
 * friend by e-mail: the friend's first and last name and address, the sender's name and
 * address, a message, the language of the mail (the page's to begin with) and the page's
 * captcha. The friend's mail shows the property as a card (photo, price, address, link) in
 * that language. The friend's name and address serve that one mail and are not kept; the
 * server limits how often one address sends, or is sent to. Once sent, the visitor goes
 * to the send-to-friend thank-you page ("property sent to the friend by e-mail").
 *
 * @attr property-id - the property to send; default: the id in the page's path (`/nl/doorsturen/12/`); none: the page
 * @attr page - without a property: the path of the site's page to send (default: the page the visitor came from, when it is one of the site's)
 * @attr heading-level - the level of the heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr retention-months - the months the server keeps the sender's details (its RETENTION_MONTHS); default 24
 * @attr lang - render this element in this language
 * @event agency-submit - `{ kind, id }` once the mail is sent; cancel it to stay on the page (the form then thanks in place)
 * @event agency-navigate - `{ href }` of the thank-you page (and of links to the property); cancel it to route yourself
 * @csspart heading - the heading
 * @csspart property - the property sent
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
import summary from '../property/summary.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { SendToFriend, type SendToFriendProps } from './SendToFriend.tsx';
import styles from './send-to-friend.css?inline';

defineElement<SendToFriendProps>({
  tag: 'agency-send-to-friend',
  component: SendToFriend,
  props: {
    propertyId: { type: 'number' },
    page: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
    retentionMonths: { type: 'number' },
  },
  styles: [controls, fields, formStyles, summary, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-send-to-friend': AgencyElement<SendToFriendProps>;
  }
}
