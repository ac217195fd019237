/**
 * The head of a property's page (define/prerender.ts, usePageHead): its title,
 * description, picture and addresses, and the listing's structured data, which the server
 * puts in the element's light DOM until the element puts its own in the page's head
 * (use-json-ld.ts). What writes them loads when they are asked for: on the server.
 */
import type { Property } from '../../core/property/types.ts';
import { propertyTitle } from '../../core/property/title.ts';
import { propertyPath } from '../../core/routing/page-paths.ts';
import type { HeadContext, PageHead } from '../define/prerender.ts';
import { coordinatesOf } from './coordinates.ts';
import { JSON_LD_ATTRIBUTE } from './use-json-ld.ts';

export async function propertyHead(property: Property, page: HeadContext): Promise<PageHead> {
  const [{ detailHead }, { jsonLdText, listingJsonLd }] = await Promise.all([import('../ui/detail/detail-head.ts'), import('./json-ld.ts')]);
  const head = detailHead({ ...property, title: propertyTitle(property, page.language), pathIn: (language) => propertyPath(property, language) }, page);
  const at = coordinatesOf(property.Latitude, property.Longitude);
  const data = listingJsonLd(property, { language: page.language, url: head.canonical, marqueeIgnore: page.config.marqueeIgnore, at });
  return { ...head, structuredData: { marker: JSON_LD_ATTRIBUTE, owner: 'property', json: jsonLdText(data) } };
}
