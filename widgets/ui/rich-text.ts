/**
 * A description written in the CRM's rich-text editor, shown with its paragraphs, lists
 * and emphasis, and nothing else. The HTML is parsed by the browser into an inert
 * document (DOMParser: no script runs, nothing loads) and rebuilt as elements from an
 * allow-list, without any attribute but a checked link address: no HTML string ever
 * reaches the page, so there is nothing to sanitise afterwards. This does the job of
 * DOMPurify for this one shape of content at a fraction of its 12 KB, which the detail
 * page's budget cannot spare. Text without tags keeps its blank-line paragraphs.
 */
import { Fragment, createElement as h, type ReactNode } from 'react';

/** Tags kept, and what they become: headings of the CRM would upset the page's outline, so they read as strong lines. */
const KEPT: Readonly<Record<string, string>> = {
  p: 'p',
  div: 'div',
  br: 'br',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  blockquote: 'blockquote',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
};

/** Dropped with everything inside: code, embedded content, forms, and the document's head. */
const DROPPED: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'object', 'embed', 'applet', 'svg', 'math', 'img',
  'picture', 'video', 'audio', 'canvas', 'form', 'input', 'button', 'select', 'textarea', 'head', 'title', 'link', 'meta', 'base',
]);

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const HEADING = /^h[1-6]$/;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

export function richText(source: string): ReactNode[] {
  if (!/<[a-z!/]/i.test(source)) return plainText(source);
  const body = new DOMParser().parseFromString(source, 'text/html').body;
  return convertChildren(body);
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
  if (DROPPED.has(tag)) return null;
  if (tag === 'br') return h('br', { key });
  const children = convertChildren(element);
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    return SAFE_LINK.test(href) ? h('a', { key, href, rel: 'nofollow noopener', className: 'link' }, ...children) : h(Fragment, { key }, ...children);
  }
  const kept = KEPT[tag];
  if (!kept) return h(Fragment, { key }, ...children);
  if (HEADING.test(tag)) return h('p', { key }, h('strong', null, ...children));
  return h(kept, { key }, ...children);
}

function plainText(text: string): ReactNode[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph, index) =>
      h(
        'p',
        { key: index },
        ...paragraph.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: i }), line])),
      ),
    );
}
