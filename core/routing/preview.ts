/**
 * Spec §2: a path containing "preview" counts as all cookies accepted (the CMS shows
 * editors a page with every third party on). Case-insensitive; a full URL's query and
 * hash do not count, only its path.
 */
export function isPreviewPath(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return /preview/i.test(withoutQuery);
}
