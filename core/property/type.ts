import { DEFAULT_PROPERTY_TYPE_WEB_ID, PROPERTY_TYPE_WEB_IDS, type PropertyTypeWebId } from './reference.ts';

export type PropertyTypeIcon = 'residential' | 'commercial' | 'industrial' | 'land' | 'office' | 'retail';

/** Spec §3: the icon of each type web id (5 and 7 are both office-like). */
export const PROPERTY_TYPE_ICONS: Readonly<Record<PropertyTypeWebId, PropertyTypeIcon>> = {
  1: 'residential',
  2: 'commercial',
  3: 'industrial',
  4: 'land',
  5: 'office',
  6: 'retail',
  7: 'office',
};

/** A type web id with an icon, or undefined. Accepts `"3"` as a URL or form gives it. */
export function toPropertyTypeWebId(value: unknown): PropertyTypeWebId | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (PROPERTY_TYPE_WEB_IDS as readonly unknown[]).includes(number) ? (number as PropertyTypeWebId) : undefined;
}

/** The icon of a type web id; an unknown type shows the default (2, commercial/office). */
export function propertyTypeIcon(webId: unknown): PropertyTypeIcon {
  return PROPERTY_TYPE_ICONS[toPropertyTypeWebId(webId) ?? DEFAULT_PROPERTY_TYPE_WEB_ID];
}
