/**
 * `<agency-config>`: page-level settings for every agency element on the page.
 * It renders nothing; changing one of its attributes reconfigures the page.
 *
 * @frame - part of the site's frame: a page asks for its code after its screens
 * @attr api - API base URL including /api/v1 (default: /api/v1 on the origin that served the bundle)
 * @attr languages - enabled languages, comma-separated (default: nl,fr,en,de)
 * @attr default-language - used when neither the page nor the browser names an enabled language (default: the first enabled)
 * @attr captcha - altcha (default), recaptcha or none
 * @attr recaptcha-site-key - the site key when captcha is recaptcha
 * @attr consent-revision - the revision of the cookie policy (default: 1); raise it to ask every visitor again
 * @attr consent-days - days a cookie choice counts before the visitor is asked again, 1 to 395 (default: 182)
 * @attr consent-mode - `google` keeps Google Consent Mode v2 in step with the cookie choices (default: none)
 * @attr cookie-policy - the cookie-policy link of the consent dialog; `{lang}` stands for the language (default: the route table's cookie-policy page)
 * @attr base - where the site's paths start when the CMS serves them under a prefix, e.g. /immo (default: the root)
 * @attr phone - the agency's phone number, offered when a screen cannot load its data (default: none)
 * @attr marquee-ignore - marquee ids whose name replaces the price, comma-separated (e.g. sold, option)
 * @attr map-url - the URL of the map frame on detail pages (default: none, no map)
 * @attr map-type - the map type the frame is told to show (default: roadmap)
 * @attr map-marker - a custom marker image URL for the map frame
 * @attr map-consent - the cookie category the map frame, street view and a `map-tiles` source on another origin wait for (default: marketing)
 * @attr map-tiles - a raster tile source drawn under the municipalities of `<agency-property-map>`: a URL template of Web Mercator tiles with `{z}`, `{x}` and `{y}` (or `{-y}`, rows from the south), optionally `{s}` (hosts a, b, c) and `{r}` (`@2x` on dense screens), e.g. `https://{s}.tiles.example/{z}/{x}/{y}{r}.png`; or one PMTiles archive of raster tiles read by byte ranges, e.g. `/tiles/belgium.pmtiles`; absolute or a path of the site. A source on another origin is asked for nothing before the visitor accepts the category of `map-consent`, one on the page's own origin needs none (default: none, the shipped shapes alone, nothing fetched)
 * @attr map-tiles-attribution - the tile source's attribution, shown on the map as written, e.g. `© …` (give it when the source's terms ask for one)
 * @attr appointments - `on` shows the next free moments of the agency's calendar on detail pages, with "Plan a visit", which opens the appointment plugin (`<agency-appointment>`, book a free moment) as a step (default: off)
 */
import { CONFIG_ATTRIBUTES } from '../../core/config.ts';
import { defineTag } from '../define/guard.ts';
import { applyConfig, detectPageLanguage, startPage } from '../page.ts';

class AgencyConfigElement extends HTMLElement {
  static observedAttributes = [...CONFIG_ATTRIBUTES];

  connectedCallback() {
    this.hidden = true;
    startPage();
  }

  attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
    if (!this.isConnected || previous === value) return;
    applyConfig(this);
    detectPageLanguage();
  }
}

defineTag('agency-config', AgencyConfigElement);

declare global {
  interface HTMLElementTagNameMap {
    'agency-config': HTMLElement;
  }
}
