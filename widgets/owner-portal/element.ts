/**
 * `<agency-owner-portal>`: the report an owner logs in for. The owner picks one of their
 * properties (offline, sold and let ones too, each with where it stands) and sees its
 * visits today, this week, this month and in total; a chart of the last 30 days with
 * the same figures in one sentence and in a table (for screen readers and on paper);
 * where the visits came from (the website and each portal) when the agency knows it;
 * and the history of what the agency did (communications, calendar visits, online media,
 * sources), newest first, filtered by type and days, ten rows at a time. "Print or save
 * as PDF" lays the report out for paper. The chosen property is in the address
 * (`?property=12`), so it can be bookmarked and is shown again after a new login.
 *
 * An owner without a session is sent to the login page (`login-href`), with why (the
 * session ended, or the account is gone) and the way back to this property. Logging out
 * here, or in another tab, clears the report at once.
 *
 * @attr property-id - the property shown first (default: `?property=` in the address, else the owner's newest)
 * @attr login-href - the login page (default: the route table's login page in the element's language)
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @event agency-logout - the owner logged out
 * @event agency-navigate - `{ href, replace }` of the login page after a logout or an ended session; cancel it to route yourself
 * @csspart heading - the heading
 * @csspart chooser - the list of the owner's properties
 * @csspart report - the report of the chosen property
 * @csspart counts - the four visit counts
 * @csspart chart - the chart of the last 30 days
 * @csspart history - the history
 * @csspart print - the print button
 * @csspart logout - the logout button
 * @cssprop --agency-color-primary - the chart's bars, buttons, links and the chosen property
 * @cssprop --agency-color-accent - the busiest day's bar
 */
import chartStyles from 'uplot/dist/uPlot.min.css?inline';
import { type AgencyElement, defineElement } from '../define.ts';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { OwnerPortal, type OwnerPortalProps } from './OwnerPortal.tsx';
import styles from './owner-portal.css?inline';

defineElement<OwnerPortalProps>({
  tag: 'agency-owner-portal',
  component: OwnerPortal,
  props: {
    propertyId: { type: 'number' },
    loginHref: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
  },
  styles: [controls, fields, chartStyles, styles],
  // the session and the properties are asked for while the texts load; the chart measures its box again once shown
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-owner-portal': AgencyElement<OwnerPortalProps>;
  }
}
