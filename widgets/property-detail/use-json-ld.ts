/**
 * Puts the listing's structured data into the HOST page's head while the element shows
 * it: search engines read the document, not shadow roots. The server puts it in the
 * element's light DOM (head.ts); the element's own replaces it. Its code (json-ld.ts) is
 * fetched once the property is in, not before the page can show: no visitor sees it,
 * and search engines wait for a page's scripts. Replaced when the property or the
 * language changes, removed when the element leaves the page.
 */
import { useEffect } from 'react';
import type { Property } from '../../core/property/types.ts';
import { coordinatesOf } from './coordinates.ts';
import type { JsonLdOptions } from './json-ld.ts';
import { jsonLdScript } from '../trusted-types.ts';

/** The marker of the scripts this element adds, so a page (or a test) can find them. */
export const JSON_LD_ATTRIBUTE = 'data-agency-listing';

export function useListingJsonLd(property: Property | undefined, { language, url, marqueeIgnore }: Omit<JsonLdOptions, 'at'>, owner: string, host: HTMLElement): void {
  useEffect(() => {
    if (!property) return undefined;
    let live = true;
    let script: HTMLScriptElement | undefined;
    import('./json-ld.ts').then(
      ({ listingJsonLd, jsonLdText }) => {
        if (!live) return;
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.setAttribute(JSON_LD_ATTRIBUTE, owner);
        const at = coordinatesOf(property.Latitude, property.Longitude);
        // through the bundle's Trusted Types policy: a strict host page allows no other way
        script.textContent = jsonLdScript(jsonLdText(listingJsonLd(property, { language, url, marqueeIgnore, at }))) as string;
        document.head.append(script);
        for (const served of host.querySelectorAll(`:scope > script[${JSON_LD_ATTRIBUTE}]`)) served.remove();
      },
      (error: unknown) => console.error('agency-widgets: the structured data could not be loaded.', error),
    );
    return () => {
      live = false;
      script?.remove();
    };
  }, [property, language, url, marqueeIgnore, owner, host]);
}
