/**
 * `<agency-not-found>`: the page-not-found screen of spec §2 and §8: the message, a
 * search form that leads to the property list, and a link to the homepage.
 *
 * @attr heading-level - the level of its heading (default 1, as it is the page's main content)
 * @event agency-navigate - `{ href }` when the visitor searches or goes home (cancel it to route yourself)
 * @csspart field - the search field
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controls from '../ui/controls/controls.css?inline';
import { NotFound, type NotFoundProps } from './NotFound.tsx';
import styles from './not-found.css?inline';

defineElement<NotFoundProps>({
  tag: 'agency-not-found',
  component: NotFound,
  props: { headingLevel: { type: 'number', default: 1 } },
  styles: [controls, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-not-found': AgencyElement<NotFoundProps>;
  }
}
