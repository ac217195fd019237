/**
 * The one rule for every address that comes from the CRM or a visitor before it becomes a
 * link, a picture, a frame or a player: only `https:` and `http:` (and, where the option
 * says so, `mailto:` and `tel:`, or a path relative to the page) pass; `javascript:`,
 * `data:`, `vbscript:`, `file:`, `blob:` and whatever else a CRM field may hold are
 * dropped, so the widget shows no link rather than a dangerous one.
 */

export interface SafeUrlOptions {
  /** a path without a scheme (`/media/12.jpg`, `plan.pdf`) is allowed, as the page resolves it */
  relative?: boolean;
  /** `mailto:` and `tel:` are allowed too (links in a description, a manager's contact) */
  contact?: boolean;
}

const WEB = new Set(['https:', 'http:']);
const CONTACT = new Set(['mailto:', 'tel:']);

/** A scheme before the first `/`, `?` or `#`: what makes an address absolute. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

// Browsers ignore these anywhere in an address (`java\nscript:`): they must not hide a scheme.
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** `value` as an address the page may use, or undefined when it is none or not allowed. */
export function safeUrl(value: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 2048) return undefined;
  const compact = trimmed.replace(IGNORED, '');
  // a backslash is a slash to a browser: `\\evil.example` would leave the site
  if (compact.startsWith('\\') || compact.startsWith('/\\')) return undefined;
  if (!SCHEME.test(compact)) {
    if (compact.startsWith('//')) return safeUrl(`https:${trimmed}`, options) && trimmed;
    return options.relative ? trimmed : undefined;
  }
  const scheme = compact.slice(0, compact.indexOf(':') + 1).toLowerCase();
  if (CONTACT.has(scheme)) return options.contact ? trimmed : undefined;
  if (!WEB.has(scheme)) return undefined;
  try {
    // as written (a `{lang}` placeholder of the webmaster's survives), once it parses
    return new URL(trimmed).host ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** A picture whose every address passes the rule (each as the rule wrote it), or undefined. */
export function safePicture<P extends { Url: string; Thumbs: { low: string; medium: string; high: string } }>(picture: P | null | undefined): P | undefined {
  if (!picture) return undefined;
  const url = safeUrl(picture.Url, { relative: true });
  const low = safeUrl(picture.Thumbs?.low, { relative: true });
  const medium = safeUrl(picture.Thumbs?.medium, { relative: true });
  const high = safeUrl(picture.Thumbs?.high, { relative: true });
  if (!url || !low || !medium || !high) return undefined;
  return { ...picture, Url: url, Thumbs: { low, medium, high } };
}

/** The pictures of a list that pass the rule: one with a bad address is left out, not shown broken. */
export function safePictures<P extends { Url: string; Thumbs: { low: string; medium: string; high: string } }>(pictures: readonly P[] | null | undefined): P[] {
  return (pictures ?? []).flatMap((picture) => safePicture(picture) ?? []);
}
