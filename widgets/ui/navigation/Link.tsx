/**
 * A link between screens. It is a real `<a href>` (open in a new tab, copy, crawl), and
 * a plain click first asks the page with a cancelable `agency-navigate` event: when
 * `<agency-app>` or a host single-page app handles it (preventDefault), the browser does
 * not load the page; otherwise the browser follows the link as usual.
 */
import type { MouseEvent, ReactNode } from 'react';
import { withBase } from '../../../core/config.ts';
import { agencyStore } from '../../../core/store.ts';
import { emit } from '../../define/events.ts';
import { useElement } from '../../define/context.ts';
import { useAgencyStore } from '../../define/page-context.ts';

declare module '../../define/events.ts' {
  interface AgencyEventMap {
    /**
     * a screen asks to go to `href` (absolute URL); cancel it to handle the navigation
     * yourself. `replace`: the page it leaves should not stay in the history (a redirect,
     * such as a portal sending a logged-out owner to the login page).
     */
    'agency-navigate': { href: string; replace?: boolean };
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

/** A site path (`/nl/te-koop/`) as the host serves it: under `<agency-config base>`. In handlers: a link renders with its page's base. */
export function siteHref(path: string): string {
  return withBase(agencyStore.getState().config.base, path);
}

/** Asks the page to navigate to a site path or URL; true when a listener took the navigation over. */
export function requestNavigation(host: HTMLElement, href: string, replace = false): boolean {
  return !emit(host, 'agency-navigate', { href: new URL(siteHref(href), location.href).href, ...(replace ? { replace } : {}) });
}

/** Navigates: through the page's handler when there is one, else by loading the page (in place of this one with `replace`). */
export function navigate(host: HTMLElement, href: string, options: { replace?: boolean } = {}): void {
  if (requestNavigation(host, href, options.replace)) return;
  if (options.replace) location.replace(siteHref(href));
  else location.assign(siteHref(href));
}

export function Link({ href, children, onNavigate, ...rest }: LinkProps & { onNavigate?: () => void }) {
  const { host } = useElement();
  const base = useAgencyStore((state) => state.config.base);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate?.();
    if (requestNavigation(host, href)) event.preventDefault();
  };
  return (
    <a href={withBase(base, href)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
