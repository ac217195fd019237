/**
 * `<agency-favourites>`: the properties the visitor kept with the heart of a card or of a
 * property's page, kept in their browser only (no account, no cookie consent needed: the
 * visitor asked for it). Each shows as it is now, with what changed since it was kept
 * (price down or up, sold, rented, no longer online); the visitor removes one, asks to be
 * kept informed of properties like it (the demand register, filled in from it), or ticks
 * two to four to compare them (`<agency-compare>`).
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @csspart list - the list of favourites
 * @csspart item - one favourite
 * @csspart property - a favourite's picture, title, address and price
 * @csspart change - what changed since the visitor kept it
 * @csspart favourite - a favourite's heart: pressed again, it removes the favourite
 * @csspart compare - the link that compares the ticked favourites
 * @cssprop --agency-color-primary - the heading, links and buttons
 * @cssprop --agency-color-border - the favourites' borders
 */
import { type AgencyElement, defineElement } from '../define.ts';
import favouriteStyles from '../property/favourite.css?inline';
import summaryStyles from '../property/summary.css?inline';
import controlStyles from '../ui/controls/controls.css?inline';
import fieldStyles from '../ui/controls/fields.css?inline';
import { Favourites, type FavouritesProps } from './Favourites.tsx';
import styles from './favourites.css?inline';

defineElement<FavouritesProps>({
  tag: 'agency-favourites',
  component: Favourites,
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [controlStyles, fieldStyles, summaryStyles, favouriteStyles, styles],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-favourites': AgencyElement<FavouritesProps>;
  }
}
