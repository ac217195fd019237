/**
 * `<agency-region-map>`: a map of Belgium's 565 municipalities (2025) on which a visitor
 * ticks the places where they search, the same zones as the region tree of
 * `<agency-demand-form>`. A click ticks or unticks a municipality; by keyboard, the list
 * beside the map holds the municipalities in view (arrows to move, Enter or Space to
 * tick); the view zooms to a province, with its + and − buttons, the wheel or two
 * fingers, and moves with a drag (a drag ticks nothing). Names follow the visitor's language. The map's
 * shapes (Statbel's municipalities of 2025 on a CC0 map of Belgium, see
 * tools/geo/README.md) come with the element's own code, from the bundle: nothing is
 * fetched from another site. The Grand Duchy's communes are chosen in the demand form's
 * tree; the map shows Belgium.
 *
 * @attr value - the zones ticked to start with, as JSON: place ids of `GET /reference/regions` and postcodes (`[44021, "9000"]`)
 * @attr lang - render this element in this language
 * @event agency-zones-change - `{ zones }` each time the visitor ticks or unticks a place
 * @csspart map - the map with its list
 * @cssprop --agency-color-primary - ticked places
 * @cssprop --agency-color-focus - the active place and the focus ring
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import styles from './region-map.css?inline';
import { RegionMap, type RegionMapProps } from './RegionMap.tsx';

defineElement<RegionMapProps>({
  tag: 'agency-region-map',
  component: RegionMap,
  props: { value: { type: 'json' } },
  styles: [controls, fields, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-region-map': AgencyElement<RegionMapProps>;
  }
}
