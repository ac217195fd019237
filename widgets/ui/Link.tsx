/**
 * A link between screens. It is a real `<a href>` (open in a new tab, copy, crawl), and
 * a plain click first asks the page with a cancelable `agency-navigate` event: when
 * `<agency-app>` or a host single-page app handles it (preventDefault), the browser does
 * not load the page; otherwise the browser follows the link as usual.
 */
import type { MouseEvent, ReactNode } from 'react';
import { emit, useElement } from '../define.ts';

declare module '../define.ts' {
  interface AgencyEventMap {
    /** a screen asks to go to `href` (absolute URL); cancel it to handle the navigation yourself */
    'agency-navigate': { href: string };
  }
}

export interface LinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  part?: string;
  lang?: string;
  hrefLang?: string;
  'aria-current'?: 'page' | 'true';
  'aria-label'?: string;
}

/** Asks the page to navigate; true when a listener took the navigation over. */
export function requestNavigation(host: HTMLElement, href: string): boolean {
  return !emit(host, 'agency-navigate', { href: new URL(href, location.href).href });
}

export function Link({ href, children, ...rest }: LinkProps) {
  const { host } = useElement();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (requestNavigation(host, href)) event.preventDefault();
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
