import type { ConsentCategory } from './categories.ts';

/**
 * The names webmasters and consent tools commonly write in `data-category`, so a
 * snippet copied from another tool's documentation is still understood.
 */
const CATEGORY_NAMES: Readonly<Record<string, ConsentCategory>> = {
  necessary: 'necessary',
  'strictly-necessary': 'necessary',
  essential: 'necessary',
  analytics: 'analytics',
  analytical: 'analytics',
  statistics: 'analytics',
  marketing: 'marketing',
  advertising: 'marketing',
  social: 'social',
  'social-media': 'social',
  unclassified: 'unclassified',
};

/** `'Analytics'`, `' statistics '` and `'analytical'` all name analytics; anything else names no category. */
export function toCategory(value: unknown): ConsentCategory | undefined {
  if (typeof value !== 'string') return undefined;
  return CATEGORY_NAMES[value.trim().toLowerCase().replace(/[\s_]+/g, '-')];
}

/**
 * A `data-category` value → the categories that must all be accepted. A name this
 * product does not know counts as unclassified, so a typo never lets a script run
 * without consent; `unknown` lists such names so the page can be told.
 */
export function parseCategoryList(list: unknown): { categories: ConsentCategory[]; unknown: string[] } {
  const categories: ConsentCategory[] = [];
  const unknown: string[] = [];
  const names = typeof list === 'string' ? list.split(/[\s,;]+/).filter(Boolean) : [];
  for (const name of names) {
    const category = toCategory(name);
    if (!category) unknown.push(name);
    const counted = category ?? 'unclassified';
    if (!categories.includes(counted)) categories.push(counted);
  }
  if (categories.length === 0) categories.push('unclassified');
  return { categories, unknown };
}
