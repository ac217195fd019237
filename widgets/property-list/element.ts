/**
 * `<agency-property-list>`: the property search of the agency's site. Visitors filter
 * by goal, property type, region, postal code or municipality, price range and bedrooms,
 * sort by date, price, type or municipality, and page through the results as cards. The
 * filters, the sort and the page live in the page's URL query under the API's names
 * (`goal`, `type`, `region`, `zip`, `city`, `minPrice`, `maxPrice`, `minBedrooms`, `area`,
 * `sort`) and `pg` for the page (WordPress and Drupal keep `page` for themselves; links
 * with `page` still work), so back, forward, reload and a shared link show the same
 * results; other query parameters of the page are left alone. Beside `<agency-property-map>` both show the
 * same search: an area drawn on the map (`area`) filters the list, and pointing at a card
 * marks its property on the map; a search list links to the map page (route `map`) with
 * its filters. Put one property list on a page. On phones the
 * filters fold away behind a "Filters" button, so the results come first.
 *
 * @server-rendered
 * @attr goal - `sale` or `rent`: the page lists only that goal and the visitor cannot change it (a "for sale" page); without it the visitor chooses
 * @attr type - property types shown at first, as web ids 1–7, comma-separated (`1` residential, `4` land); the visitor can change them
 * @attr region - the region shown at first: `flanders`, `wallonia`, `brussels`, `luxembourg` or a region id of the API's region tree; the visitor can change it
 * @attr page-size - properties per page (default 12, at most 100)
 * @attr sort - the first sort: `-date` (newest first, the default), `date`, `price`, `-price`, `type` or `city`
 * @attr heading - the heading's text (default: "For sale", "For rent" or "Our properties", after the goal)
 * @attr heading-level - 1 when the list is the page's main content, else 2 (default) or 3; the cards' titles are one level below
 * @attr hide-filters - hides the filters, for a list a webmaster composes with the attributes alone (sort and pages stay)
 * @attr teaser - shows the first page of the list the attributes describe and nothing else: no filters, no sort, no results line, no page links (a home page's "new on the market"; `page-size` sets how many)
 * @attr hide-map-link - no link to the map page (the list is on it)
 * @attr lang - render this element in this language
 * @event agency-results - `{ list: 'properties', query, total, page, pageCount, moreThanTotal }` when results are on screen (`moreThanTotal`: more than `total` matched, past the bound the API counts to)
 * @event agency-navigate - `{ href }` before a card's link is followed; cancel it to route in the page
 * @csspart list - the whole list
 * @csspart heading - the heading
 * @csspart filters - the filter panel
 * @csspart card - a property's card
 * @csspart favourite - a card's heart, which keeps the property among the visitor's favourites
 * @csspart empty - the message shown when nothing matches
 * @csspart pagination - the page links
 * @cssprop --agency-color-primary - buttons, prices, the current page
 * @cssprop --agency-color-border - cards, fields and the filter panel
 */
import { type AgencyElement, defineElement } from '../define.ts';
import cardStyles from '../ui/cards/card.css?inline';
import controlStyles from '../ui/controls/controls.css?inline';
import fieldStyles from '../ui/controls/fields.css?inline';
import paginationStyles from '../ui/results/pagination.css?inline';
import resultsStyles from '../ui/results/results.css?inline';
import favouriteStyles from '../property/favourite.css?inline';
import { PropertyList, type PropertyListProps } from './PropertyList.tsx';
import styles from './property-list.css?inline';

defineElement<PropertyListProps>({
  tag: 'agency-property-list',
  component: PropertyList,
  props: {
    goal: { type: 'string' },
    type: { type: 'string' },
    region: { type: 'string' },
    pageSize: { type: 'number' },
    sort: { type: 'string' },
    heading: { type: 'string' },
    headingLevel: { type: 'number' },
    hideFilters: { type: 'boolean', default: false },
    teaser: { type: 'boolean', default: false },
    hideMapLink: { type: 'boolean', default: false },
  },
  styles: [controlStyles, fieldStyles, cardStyles, favouriteStyles, paginationStyles, resultsStyles, styles],
  // its data is asked for while its texts load
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-property-list': AgencyElement<PropertyListProps>;
  }
}
