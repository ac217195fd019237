import type { OptionalCategory } from './categories.ts';

/**
 * What a withdrawal deletes. A third party's own cookies (on its domain) are out of
 * reach of the page; first-party cookies and storage entries its script set on the
 * agency's domain are not. Webmasters declare them beside the script
 * (`data-cookies`, `data-storage`); these are the ones the common tools set, so the
 * usual cases need no declaration.
 */
export const KNOWN_COOKIES: Readonly<Record<OptionalCategory, readonly string[]>> = {
  // Google Analytics, Matomo, Hotjar, Microsoft Clarity
  analytics: ['_ga', '_ga_*', '_gid', '_gat', '_gat_*', '_pk_id*', '_pk_ses*', '_hjSession*', '_hjSessionUser*', '_hjid', '_clck', '_clsk'],
  // Google Ads conversion linker, Meta pixel, Microsoft Advertising, TikTok, Pinterest
  marketing: ['_gcl_*', '_fbp', '_fbc', '_uetsid', '_uetvid', '_ttp', '_pin_unauth'],
  social: [],
  unclassified: [],
};

/** `"_ga, _ga_*  _gid"` → `['_ga', '_ga_*', '_gid']`. */
export function parseNamePatterns(list: unknown): string[] {
  return typeof list === 'string' ? list.split(/[\s,;]+/).filter(Boolean) : [];
}

/** Exact, case-sensitive names (cookie names are); `*` stands for any run of characters. */
export function matchesNamePattern(name: string, pattern: string): boolean {
  if (!pattern.includes('*')) return name === pattern;
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(name);
}

/** The names among `names` that one of `patterns` covers. */
export function namesMatching(names: readonly string[], patterns: readonly string[]): string[] {
  return names.filter((name) => patterns.some((pattern) => matchesNamePattern(name, pattern)));
}

// Expires too, for the browsers and DOM implementations that ignore Max-Age=0.
const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The `document.cookie` assignments that delete cookie `name` whatever Domain and
 * Path it was set with: host-only and every parent domain (analytics tools set theirs
 * on the registrable domain, e.g. `.agency.be`), on `/` and on each directory of
 * the current path (a cookie without Path gets the page's directory).
 */
export function cookieDeletions(name: string, hostname: string, pathname: string): string[] {
  const domains: (string | undefined)[] = [undefined];
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (!isAddress) {
    const labels = hostname.split('.');
    for (let start = 0; start < labels.length - 1; start++) domains.push(labels.slice(start).join('.'));
  }
  const paths = ['/'];
  const segments = pathname.split('/').filter(Boolean);
  for (let end = 1; end <= segments.length; end++) paths.push(`/${segments.slice(0, end).join('/')}`);
  const deletions: string[] = [];
  for (const domain of domains) {
    for (const path of paths) {
      deletions.push(`${name}=; ${EXPIRED}; Path=${path}${domain ? `; Domain=${domain}` : ''}`);
    }
  }
  return deletions;
}
