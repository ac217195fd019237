/**
 * A description written in the CRM's rich-text editor, shown with its paragraphs, lists
 * and emphasis, and nothing else. DOMPurify (loaded with the page's detail element;
 * until it is in, the description shows as plain paragraphs) parses and sanitises it into a detached
 * fragment (through the bundle's Trusted Types policy, trusted-types.ts), which is rebuilt
 * here as elements of an allow-list: no HTML string ever reaches the page, headings of the
 * CRM read as strong lines (they would upset the page's outline), and a link keeps only an
 * address that passes the one rule for addresses (safe-url.ts). Text without tags keeps
 * its blank-line paragraphs.
 */
import { Fragment, createElement as h, type ReactNode } from 'react';
import { safeUrl } from '../../../core/format/safe-url.ts';
import { sanitizedFragment } from '../../trusted-types.ts';

/** Tags kept, and what they become. */
const KEPT: Readonly<Record<string, string>> = {
  p: 'p',
  div: 'div',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  blockquote: 'blockquote',
};

const HEADING = /^h[1-6]$/;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Whether `source` holds markup, and so needs the sanitiser. */
export const hasMarkup = (source: string): boolean => /<[a-z!/]/i.test(source);

/**
 * The description as elements: rebuilt from the sanitised fragment, or, while DOMPurify is
 * on its way (and without `sanitize`, as the server renders it), its text with the
 * paragraphs and line breaks the markup gave it.
 */
export function richText(source: string, { sanitize = true }: { sanitize?: boolean } = {}): ReactNode[] {
  if (!hasMarkup(source)) return plainText(source);
  const fragment = sanitize ? sanitizedFragment(source) : undefined;
  return fragment ? convertChildren(fragment) : plainText(textOf(source));
}

/** The words of markup, with a blank line for each block and a line break for each <br>; nothing is parsed. */
function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol)\s*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  );
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function convertChildren(node: Node): ReactNode[] {
  const out: ReactNode[] = [];
  node.childNodes.forEach((child, index) => {
    const converted = convert(child, index);
    if (converted !== null) out.push(converted);
  });
  return out;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.nodeValue;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (tag === 'br') return h('br', { key });
  const children = convertChildren(element);
  if (tag === 'a') {
    const href = safeUrl(element.getAttribute('href'), { contact: true });
    return href ? h('a', { key, href, rel: 'nofollow noopener', className: 'link' }, ...children) : h(Fragment, { key }, ...children);
  }
  if (HEADING.test(tag)) return h('p', { key }, h('strong', null, ...children));
  const kept = KEPT[tag];
  return kept ? h(kept, { key }, ...children) : h(Fragment, { key }, ...children);
}

function plainText(text: string): ReactNode[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) =>
      h(
        'p',
        { key: index },
        ...paragraph.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: i }), line])),
      ),
    );
}
