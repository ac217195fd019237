/** A page's head tags (core/seo/page-meta.ts) as HTML. */
import type { HeadTag } from '../../../core/seo/page-meta.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function tagHtml({ tag, attributes }: HeadTag): string {
  return `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')}>`;
}

/** `<title>` (the page's, then the site's name) and the tags, one a line. */
export function headTagsHtml(title: string | undefined, siteName: string, tags: readonly HeadTag[]): string {
  return [`<title>${escapeHtml(title ? `${title} – ${siteName}` : siteName)}</title>`, ...tags.map(tagHtml)].join('\n');
}
