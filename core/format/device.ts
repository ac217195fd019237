import { BREAKPOINTS } from '../constants.ts';

export { BREAKPOINTS } from '../constants.ts';

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * Spec §4: above 960 px desktop, 768–960 tablet, 767 or less mobile. A fractional width
 * between 767 and 768 (zoomed pages) is tablet: only 767 and below is mobile. An unknown
 * width (no window to measure: server rendering, a crawler) is desktop, the layout
 * that shows everything.
 */
export function deviceClass(width: unknown): DeviceClass {
  if (typeof width !== 'number' || Number.isNaN(width) || width < 0) return 'desktop';
  if (width > BREAKPOINTS.tabletMax) return 'desktop';
  if (width > BREAKPOINTS.mobileMax) return 'tablet';
  return 'mobile';
}

/** The same classes as media queries, for `matchMedia` and stylesheets. */
export const DEVICE_MEDIA_QUERIES: Readonly<Record<DeviceClass, string>> = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
};
