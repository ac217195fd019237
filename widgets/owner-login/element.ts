/**
 * `<agency-owner-login>`: the owner portal's door. An owner logs in with their username
 * or e-mail address and password, and goes on to the portal (or back to the property
 * they were looking at when their session ended). "Password forgotten?" sends a link by
 * e-mail; on the page that link opens (`view="reset"`), the owner chooses a new password.
 * Password managers fill it in and save it, pasting works, and a button shows the
 * password as typed. An owner who is logged in already sees who they are, a link to the
 * portal and a logout button. After too many failed attempts it says from when to try again.
 *
 * The session is an httpOnly cookie of the API. When the page and the API are on
 * different sites, see docs/api.md ("CORS and cookies").
 *
 * @attr view - `login` (default) or `reset`: the page the password mail links to (the route table's `password-reset` page gives it); the link's token is read from the address
 * @attr portal-href - where an owner goes once logged in (default: the route table's owner portal page in the element's language)
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @event agency-login - an owner logged in, just before the element goes on to the portal
 * @event agency-logout - the owner logged out
 * @event agency-navigate - `{ href }` of the portal after a login; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart form - each form
 * @csspart field - each field
 * @csspart alert - the messages (what went wrong, the mail was sent, you are logged out)
 * @csspart submit - the send button
 * @cssprop --agency-color-primary - buttons, links and the focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import formStyles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { OwnerLogin, type OwnerLoginProps } from './OwnerLogin.tsx';
import styles from './owner-login.css?inline';

defineElement<OwnerLoginProps>({
  tag: 'agency-owner-login',
  component: OwnerLogin,
  props: {
    view: { type: 'string' },
    portalHref: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
  },
  styles: [controls, fields, formStyles, styles],
  // whether the owner is logged in already is asked while the texts load
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-owner-login': AgencyElement<OwnerLoginProps>;
  }
}
