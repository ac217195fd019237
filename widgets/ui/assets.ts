/**
 * Files the build puts beside the bundle (EPC label images): resolved against where this
 * chunk was served from, so they load from the bundle's CDN, not from the CMS page (on
 * the server, from where the page loads the bundle).
 */
import { useServerPage } from '../define/page-context.ts';

const here = import.meta.url;
const chunks = here.lastIndexOf('/chunks/');
/** The folder of agency-widgets.js. */
export const bundleBase = chunks >= 0 ? here.slice(0, chunks + 1) : new URL('./', here).href;

/** The folder the page loads the bundle from, which assetUrl() resolves against. */
export function useBundleBase(): string {
  return useServerPage()?.bundleBase ?? bundleBase;
}

export function assetUrl(path: string, base: string): string {
  return new URL(path, base).href;
}
