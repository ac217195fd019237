/**
 * `<agency-property-detail>`: a property's page: title, address and price (spec §5 rules),
 * photo gallery with a lightbox, description, every attribute with a value in its group
 * (general, price and costs, surfaces, rooms, comfort, energy with the EPC label of its
 * region and the renovation notice for labels E and F, planning and legal information,
 * features, judicial decision), video and virtual tour, Mobiscore, map frame and street
 * view, documents, the agent's card, the actions (one visit call, then information,
 * documents, offer or rental application, send to a friend) and similar properties. With
 * `<agency-config appointments="on">` the visit call shows the next free moments and opens
 * the booking (`<agency-appointment>`, loaded then) in a dialog; when every moment is
 * taken, or without the calendar, it leads to the visit request. A sold, rented or
 * sold-out property says so and links back to its list; an unknown id shows "not found".
 * While shown, the element puts a schema.org RealEstateListing (JSON-LD, with an Offer)
 * into the page's head and counts one page view for the owner's statistics.
 * The map frame (`<agency-config map-url>`) receives, 50 ms after it loads, one
 * postMessage addressed to its exact origin: a JSON string
 * `{ type: "agency-map", version: 1, properties: [{ id, title, latitude, longitude, price,
 * address, url, picture, typeId, goal, status, marquee, marqueeName }], mapType,
 * infoWindow: { language, openLabel }, marker, marqueeIgnore }` (docs/map-frame.md).
 * Frames of other sites (map, street view, video and tour players) wait for the visitor's
 * cookie consent. What lies further down (the players, the map and street view, the
 * Mobiscore, the documents' list, the cards of similar properties) loads its code when
 * the visitor scrolls within a screen of it; a placeholder of its size holds its place.
 *
 * @server-rendered
 * @attr property-id - the property to show (default: the id in the page's URL, e.g. /fr/bien/12/)
 * @attr heading-level - the level of the property's title, 1 to 6 (default: 1, the page's main heading); sections follow one level below
 * @attr lang - render this element in this language
 * @event agency-detail - `{ kind: 'property', id, title, language }` when a property is on screen (again in another language)
 * @event agency-navigate - `{ href }` before following a link to another screen (cancelable)
 * @event agency-consent-change - after the visitor accepted a cookie category from a placeholder
 * @csspart detail - the whole page of the property
 * @csspart badge - the availability or marquee badge above the title
 * @csspart price - the price line
 * @csspart header-actions - the heart, the share buttons and the brochure link under the title
 * @csspart favourite - the heart that keeps the property among the visitor's favourites
 * @csspart brochure - the link to the brochure (PDF)
 * @csspart gallery - the photo gallery
 * @csspart actions - the list of the other requests' buttons (information, documents, offer or rental application, send to a friend)
 * @csspart action-visit - the visit call ("Plan a visit", or "Request a visit")
 * @csspart moment - a next free moment's chip, which opens the booking with it chosen
 * @csspart visit-bar - on a phone, the bar at the bottom of the screen that opens the booking step once the visit call is scrolled past
 * @csspart dialog - the booking step
 * @csspart energy-notice - the energy renovation notice
 * @csspart map - the map frame
 * @csspart documents - the list of documents
 * @csspart contact - the agent's card
 * @csspart card - a similar property's card
 * @csspart consent-gate - the placeholder of a frame that waits for cookie consent
 * @cssprop --agency-color-primary - buttons, links, price and the Mobiscore bars
 * @cssprop --agency-color-on-primary - text on the primary colour
 * @cssprop --agency-color-muted - secondary text
 * @cssprop --agency-color-border - borders of cards and tables
 * @cssprop --agency-color-surface - backgrounds of cards
 * @cssprop --agency-radius - corner radius
 */
import { type AgencyElement, defineElement } from '../define.ts';
import controlStyles from '../ui/controls/controls.css?inline';
import galleryStyles from '../ui/media/gallery.css?inline';
import detailStyles from '../ui/detail/detail.css?inline';
import favouriteStyles from '../property/favourite.css?inline';
import { PropertyDetail, type PropertyDetailProps } from './PropertyDetail.tsx';
import styles from './property-detail.css?inline';

defineElement<PropertyDetailProps>({
  tag: 'agency-property-detail',
  component: PropertyDetail,
  props: { propertyId: { type: 'string', format: 'id' }, headingLevel: { type: 'number', default: 1 } },
  // the cards of similar properties, the consent gates and the Mobiscore bring their own sheets when they load
  styles: [controlStyles, galleryStyles, detailStyles, favouriteStyles, styles],
  // its data is asked for while its texts load
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-property-detail': AgencyElement<PropertyDetailProps>;
  }
}
