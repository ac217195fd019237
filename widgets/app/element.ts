/**
 * `<agency-app>`: the whole site in one element, for a CMS with one catch-all page. It
 * reads the page's location, finds the page in the route table (language from the first
 * path segment, localized paths, property paths, the for-sale / for-rent fallback) and
 * shows that page's screen, or `<agency-not-found>`. Links of every agency element on the
 * page, its language switch included, then change the page without a reload (history,
 * back and forward work); links elsewhere load as usual. Under a CMS prefix, set `base`
 * on `<agency-config>`. The browser tab is named after the page's route, and after the
 * property or project a detail page shows once it is there, followed by the page's own title.
 *
 * @event agency-route-change - `{ key, path, language }` when the app shows a page
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { App } from './App.tsx';
import styles from './app.css?inline';

defineElement<object>({
  tag: 'agency-app',
  component: App,
  props: {},
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-app': AgencyElement<object>;
  }
}
