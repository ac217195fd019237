import { useLingui } from '@lingui/react/macro';
import { createElement as h, useEffect, useRef, useState } from 'react';
import { withoutBase } from '../../core/config.ts';
import { findRoute } from '../../core/routing/lookup.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { agencyStore } from '../../core/store.ts';
import { type ElementContext } from '../define/context.ts';
import { emit } from '../define/events.ts';
import { loadI18n } from '../i18n.ts';
import type { DetailShown } from '../ui/detail/detail-event.ts';
import { pushLocation, replaceLocation, sitePath, useLocation } from '../ui/navigation/location.ts';
import { routeTitle } from '../../core/routing/titles.ts';

declare module '../define/events.ts' {
  interface AgencyEventMap {
    /** the app shows another page: its route key, site path and language */
    'agency-route-change': { key: string; path: string; language: string };
  }
}

/** The attributes a route's screen gets: the route's own, its path parameters, and its heading level. */
export function screenAttributes(match: NonNullable<ReturnType<typeof findRoute>>): Record<string, string> {
  const attributes: Record<string, string> = { 'heading-level': '1', ...match.route.attributes };
  for (const [param, attribute] of Object.entries(match.route.paramAttributes ?? {})) {
    const value = match.params[param as keyof typeof match.params];
    if (value !== undefined && attribute) attributes[attribute] = value;
  }
  return attributes;
}

export function App({ host }: ElementContext) {
  const { i18n } = useLingui();
  const location = useLocation();
  const path = sitePath();
  const match = path === undefined ? undefined : findRoute(ROUTES, path);
  const root = useRef<HTMLDivElement>(null);
  const firstPage = useRef(true);
  // the site's name: the head's when the server wrote the page's title before it, else the CMS page's title
  const siteTitle = useRef(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? document.title);

  // Links of every agency element on the page (and its language switch) stay in the app:
  // a click asks with agency-navigate, the app answers by showing the page without a load.
  useEffect(() => {
    const onNavigate = (event: HTMLElementEventMap['agency-navigate']) => {
      const url = new URL(event.detail.href, document.baseURI);
      const inside = url.origin === window.location.origin ? withoutBase(agencyStore.getState().config.base, url.pathname) : undefined;
      if (inside === undefined || !findRoute(ROUTES, inside)) return;
      event.preventDefault();
      if (event.detail.replace) replaceLocation(url.href, null);
      else pushLocation(url.href);
    };
    document.addEventListener('agency-navigate', onNavigate);
    return () => document.removeEventListener('agency-navigate', onNavigate);
  }, []);

  // The language of a page is the one its path names.
  const language = match?.language;
  useEffect(() => {
    if (language && language !== agencyStore.getState().language) {
      void loadI18n(language).then(() => agencyStore.getState().setLanguage(language));
    }
  }, [language]);

  const key = match ? `${match.route.key}:${match.params.id ?? match.params.slug ?? ''}` : 'not-found';
  const title = match ? i18n._(routeTitle(match.route.key)) : undefined;

  // A property's or a project's page is named after what it shows, once its screen says
  // what that is; until then, and on every other page, after the route.
  const [shown, setShown] = useState<{ key: string; detail: DetailShown }>();
  useEffect(() => {
    const onDetail = (event: HTMLElementEventMap['agency-detail']) => setShown({ key, detail: event.detail });
    const element = root.current;
    element?.addEventListener('agency-detail', onDetail);
    return () => element?.removeEventListener('agency-detail', onDetail);
  }, [key]);
  const pageTitle = (shown?.key === key && shown.detail.title) || title;
  useEffect(() => {
    if (pageTitle) document.title = siteTitle.current ? `${pageTitle} – ${siteTitle.current}` : pageTitle;
  }, [pageTitle]);

  useEffect(() => {
    emit(host, 'agency-route-change', { key: match?.route.key ?? 'not-found', path: path ?? '', language: language ?? '' });
    // after a navigation (not on arrival), bring the new page into view and focus, as a page load would
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    root.current?.scrollIntoView({ block: 'start' });
    root.current?.focus({ preventScroll: true });
    // the key names the page: a new page, not a new query on the same page, moves focus
  }, [key]);

  let screen;
  if (!match) screen = h('agency-not-found', { key, 'heading-level': '1' });
  else if (match.route.screen) screen = h(match.route.screen, { key, ...screenAttributes(match) });
  else screen = <h1 className="app__content-title">{title}</h1>; // a page whose content the CMS writes

  return (
    <div ref={root} className="app" tabIndex={-1} aria-label={pageTitle} data-route={match?.route.key ?? 'not-found'} data-location={location}>
      {screen}
    </div>
  );
}
