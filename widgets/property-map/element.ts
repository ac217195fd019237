/**
 * `<agency-property-map>`: the results of the property search on a map of Belgium's
 * municipalities, alone or beside `<agency-property-list>` on the same page; with
 * `with-list` it is the site's map page (route `map`: `/nl/kaart/`, `/fr/carte/`), with the
 * list of the same search beside it and a link to the list's own page. It reads and
 * writes the same URL query as the list, so both show the same search: the filters set in
 * the list are the map's, and an area drawn on the map (`area=`) filters the list. Many
 * results show as clusters with their count, which split as the visitor zooms in; a
 * property opens a small card linking to its page. Pointing at a card of the list marks
 * its property on the map and the reverse. A property whose address is not published
 * stands at the centre of its municipality. Visitors move the map by dragging, with the
 * wheel, two fingers, the buttons or the arrow keys; they draw an area by clicking its
 * corners or by drawing with the pointer held down, or choose a municipality and a radius.
 * An area whose border would cross itself is refused, its corners kept so that the last
 * ones can be taken back; a line drawn round that runs on over its start is cut to the
 * loop it closes. "Search as I
 * move the map" is off until they turn it on. The base map is the municipalities'
 * shapes shipped with the element (Statbel, CC0 map; tools/geo/README.md), with the
 * provinces' names and, closer in, the municipalities' where they fit: nothing is
 * fetched from another site. An agency with a tile provider names it in `<agency-config
 * map-tiles>`: its raster tiles are drawn under the shapes, each tile stretched between its
 * own corners so it lies on them, with the source's attribution; a source on another origin
 * waits for the cookie category of `map-consent`, and until then the map offers to
 * accept it. On a phone or a tablet (below a desktop's width) the map folds behind one
 * compact button, its heading with it, so the list and the map are one tap apart (on the
 * map page it never folds). Markers are at least 24 px across. Give it the same `goal`,
 * `type` and `region` as the list.
 *
 * @attr goal - as the list's: `sale` or `rent`, fixed for the page
 * @attr type - as the list's: the property types shown at first (web ids, comma-separated)
 * @attr region - as the list's: the region shown at first
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr with-list - the map page: `<agency-property-list>` of the same search beside the map, never folded, and a link to the list's page with the same filters
 * @attr lang - render this element in this language
 * @event agency-navigate - `{ href }` before a card's link is followed; cancel it to route in the page
 * @csspart map - the map with its controls
 * @csspart heading - the heading
 * @cssprop --agency-color-primary - markers, the drawn area and buttons
 * @cssprop --agency-color-focus - the focused marker
 * @cssprop --agency-map-height - the height of the map's frame (default: 30rem, at most 70% of the window's height)
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controlStyles from '../ui/controls/controls.css?inline';
import fieldStyles from '../ui/controls/fields.css?inline';
import { PropertyMap, type PropertyMapProps } from './PropertyMap.tsx';
import styles from './property-map.css?inline';

defineElement<PropertyMapProps>({
  tag: 'agency-property-map',
  component: PropertyMap,
  props: {
    goal: { type: 'string' },
    type: { type: 'string' },
    region: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
    withList: { type: 'boolean', default: false },
  },
  styles: [controlStyles, fieldStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-property-map': AgencyElement<PropertyMapProps>;
  }
}
