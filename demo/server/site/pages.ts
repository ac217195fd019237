/**
 * The demo host site: for every page of the route table, in every language, an HTML page
 * as an agency's CMS would serve it (its own theme, header, menu and footer), with the
 * page's screen element pasted in. /app/… shows the same site through one catch-all page
 * with `<agency-app>`.
 */
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { findRoute } from '../../../core/routing/lookup.ts';
import { alternatePaths, pathFor } from '../../../core/routing/paths.ts';
import { ROUTES, type RouteKey } from '../../../core/routing/routes.ts';
import { translateId } from '../mail/i18n.ts';
import { pageName, screenAttributes } from '../rendering/route-page.ts';
import { AGENCY, CONTACT_DETAILS, FOOTER, MENU, PAGE_TEXTS, SITE_TEXTS } from './content.ts';
import { telHref } from '../../../core/format/phone.ts';
import { PRELOADED_FONTS } from './fonts.ts';
import { accessibilityStatement } from './accessibility.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');

/**
 * Settings every demo page gives `<agency-config>`: sold, let and option show instead of a
 * price; the map frame is the demo's own (demo/site/map/, served at /map/); visits can be booked.
 */
export const SITE_CONFIG = { languages: 'nl,fr,en,de', 'marquee-ignore': '2,3,4', 'map-url': '/map/', appointments: 'on', phone: AGENCY.phone } as const;
const CONFIG = attributes(SITE_CONFIG).trim();

function menu(language: Language, current: RouteKey | undefined): string {
  const items = MENU.map((key) => {
    const route = ROUTES.find((candidate) => candidate.key === key)!;
    const here = key === current ? ' aria-current="page"' : '';
    return `<li><a href="${escape(pathFor(key, language))}"${here}>${escape(pageName(route, language))}</a></li>`;
  });
  // a disclosure, so that on a phone and a tablet the menu takes one button's room until it is opened (theme.css shows it open on a wide screen); it needs no script
  return `<details class="site-menu"><summary>${escape(SITE_TEXTS.menu[language])}</summary><nav class="site-nav" aria-label="${escape(SITE_TEXTS.navLabel[language])}"><ul>${items.join('')}</ul></nav></details>`;
}

function footer(language: Language, base: string): string {
  const links = FOOTER.map((key) => {
    const route = ROUTES.find((candidate) => candidate.key === key)!;
    return `<li><a href="${escape(base + pathFor(key, language))}">${escape(pageName(route, language))}</a></li>`;
  });
  return `<footer class="site-footer">
  <div><strong>${AGENCY.name}</strong><br>${AGENCY.address}<br>${AGENCY.phone} · ${AGENCY.email}</div>
  <nav aria-label="${escape(SITE_TEXTS.footerLabel[language])}"><ul>${links.join('')}<li><agency-cookie-settings></agency-cookie-settings></li></ul></nav>
</footer>`;
}

export interface Page {
  language: Language;
  title: string;
  /** the path in the other languages (hreflang) */
  alternates: Partial<Record<Language, string>>;
  /** the head's tags for search engines and social networks (head.ts); the relative alternates without them */
  meta?: string | undefined;
  main: string;
  current?: RouteKey | undefined;
  /** where the site's paths start: '' for the pages, /app for the catch-all page */
  base?: string;
  /** what the CMS writes beside the screen (the contact page's address and hours) */
  aside?: string | undefined;
  /** extra attributes for <agency-config> */
  config?: string;
  header?: boolean;
}

function layout(page: Page): string {
  const alternates =
    page.meta ??
    Object.entries(page.alternates)
      .map(([language, href]) => `<link rel="alternate" hreflang="${language}" href="${escape(href)}">`)
      .join('\n    ');
  const base = page.base ?? '';
  const home = `${base}${pathFor('home', page.language)}`;
  return `<!doctype html>
<html lang="${page.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${page.title ? `${escape(page.title)} – ` : ''}${AGENCY.name}</title>
    ${alternates}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${PRELOADED_FONTS.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('\n    ')}
    <link rel="stylesheet" href="/theme.css">
    <link rel="stylesheet" href="/dist/agency-widgets.css">
    <script type="module" src="/dist/agency-widgets.js"></script>
  </head>
  <body>
    <agency-config ${CONFIG}${page.config ? ` ${page.config}` : ''}></agency-config>
    <agency-cookie-consent></agency-cookie-consent>
    <header class="site-header">
      <a class="skip-link" href="#main">${SITE_TEXTS.skip[page.language]}</a>
      <a class="brand" href="${escape(home)}">${AGENCY.name}</a>
      ${page.header === false ? '' : menu(page.language, page.current)}
      <agency-language-switch></agency-language-switch>
    </header>
    <main id="main" tabindex="-1"${page.aside ? ' class="with-aside"' : ''}>
${page.main}${page.aside ? `\n${page.aside}` : ''}
    </main>
    ${footer(page.language, base)}
  </body>
</html>
`;
}

export interface SiteOptions {
  /** the tags the built bundle defines: a route whose screen is not among them says so */
  availableTags: ReadonlySet<string>;
}

/** The contact page's office: its address, phone and e-mail, and its opening hours. */
function contactAside(language: Language): string {
  const texts = CONTACT_DETAILS;
  const hours = texts.hours[language].map(([days, time]) => `<dt>${escape(days)}</dt><dd>${escape(time)}</dd>`).join('');
  return `      <aside class="office" aria-labelledby="office-heading">
        <h2 id="office-heading">${escape(texts.heading[language])}</h2>
        <address>
          <strong>${AGENCY.name}</strong><br>${escape(AGENCY.address)}<br>
          ${escape(texts.phone[language])}: <a href="${telHref(AGENCY.phone)}">${AGENCY.phone}</a><br>
          ${escape(texts.email[language])}: <a href="mailto:${AGENCY.email}">${AGENCY.email}</a>
        </address>
        <h3>${escape(texts.hoursHeading[language])}</h3>
        <dl class="office__hours">${hours}</dl>
        <p>${escape(texts.visits[language])}</p>
      </aside>`;
}

/** The accessibility statement: its sections as the editors wrote them, with the checks the test suite runs. */
function accessibilityMain(language: Language, title: string): string {
  const statement = accessibilityStatement(language);
  const list = (items: readonly string[] | undefined) => (items?.length ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '');
  // the ways to reach the agency as links, the phone number kept on one line
  const reachable = (text: string) =>
    escape(text)
      .replace(AGENCY.email, `<a href="mailto:${AGENCY.email}">${AGENCY.email}</a>`)
      .replace(AGENCY.phone, `<a href="${telHref(AGENCY.phone)}">${AGENCY.phone.replaceAll(' ', '\u00a0')}</a>`);
  const paragraphs = (texts: readonly string[] | undefined) => (texts ?? []).map((text) => `<p>${reachable(text)}</p>`).join('');
  const sections = statement.sections.map(
    (section) => `      <h2>${escape(section.heading)}</h2>\n      ${paragraphs(section.paragraphs)}${list(section.items)}${paragraphs(section.after)}`,
  );
  return `      <h1>${escape(title)}</h1>\n      <p>${escape(statement.intro)}</p>\n${sections.join('\n')}\n      <p>${escape(statement.dated)}</p>`;
}

function homeMain(language: Language): string {
  return `      <h1>${escape(SITE_TEXTS.tagline[language])}</h1>
      <p>${escape(PAGE_TEXTS.home?.[language] ?? '')}</p>
      <agency-property-list page-size="6" sort="-date" heading="${escape(SITE_TEXTS.latest[language])}" heading-level="2" teaser></agency-property-list>`;
}

/** What a page of the route table shows: its layout, and the screen the server may render in it. */
export interface PagePlan {
  status: number;
  page: Page;
  /** the route's screen, its tag and attributes, when it has one the bundle defines */
  screen?: { tag: string; attributes: Record<string, string> };
  /** what the page says about itself without its screen's data */
  description?: string | undefined;
}

/**
 * The page at `path`: its layout, and the screen the route table names for it.
 * `subject` names what a property's or a project's page shows, for its title. A page in a
 * language the site does not offer (`languages`) is no page of it.
 */
export function planPage(path: string, options: SiteOptions, subject?: string, languages: readonly Language[] = LANGUAGES): PagePlan {
  const found = findRoute(ROUTES, path);
  const match = found && languages.includes(found.language) ? found : undefined;
  if (!match) {
    const language = languages.find((candidate) => path.startsWith(`/${candidate}/`)) ?? languages[0] ?? 'nl';
    return {
      status: 404,
      page: {
        language,
        title: translateId(language, 'error.pageNotFound'),
        alternates: {},
        main: '      <agency-not-found heading-level="1"></agency-not-found>',
      },
    };
  }
  const { route, language } = match;
  const title = subject || pageName(route, language);
  const intro = PAGE_TEXTS[route.key]?.[language];
  let main: string;
  let screen: PagePlan['screen'];
  if (route.key === 'home') main = homeMain(language);
  else if (route.key === 'accessibility') main = accessibilityMain(language, title);
  else if (!route.screen) main = `      <h1>${escape(title)}</h1>\n      <p>${escape(intro ?? '')}</p>`;
  else if (!options.availableTags.has(route.screen)) {
    main = `      <h1>${escape(title)}</h1>\n      <p>${escape(SITE_TEXTS.notYet[language])}</p>`;
  } else {
    // every screen carries the page's title as its own main heading
    screen = { tag: route.screen, attributes: screenAttributes(match, 1) };
    main = `      <${screen.tag}${attributes(screen.attributes)}></${screen.tag}>`;
  }
  const aside = route.key === 'contact' ? contactAside(language) : undefined;
  return {
    status: 200,
    page: { language, title, alternates: alternatePaths(ROUTES, path, languages), main, current: route.key, aside },
    ...(screen ? { screen } : {}),
    description: intro ?? (route.key === 'accessibility' ? accessibilityStatement(language).intro : SITE_TEXTS.tagline[language]),
  };
}

/** The page at `path`, or a not-found page (status 404) when the route table has none. */
export function renderPage(path: string, options: SiteOptions, subject?: string): { status: number; html: string } {
  const plan = planPage(path, options, subject);
  return { status: plan.status, html: layout(plan.page) };
}

/** The page of a plan, with its head's tags and, when the server rendered it, its screen's HTML in place. */
export function renderPlannedPage(plan: PagePlan, meta: string, screenHtml?: string, title?: string): string {
  const main = screenHtml === undefined ? plan.page.main : `      ${screenHtml}`;
  return layout({ ...plan.page, main, meta, ...(title ? { title } : {}) });
}

/**
 * The catch-all page of a CMS that hands every path under /app to `<agency-app>`: the
 * head of the route's page (its `meta` tags), the screen drawn in the browser.
 */
export function renderAppPage(plan: PagePlan, meta: string): string {
  return layout({
    language: plan.page.language,
    title: plan.page.title,
    alternates: {},
    meta,
    header: false,
    base: '/app',
    config: 'base="/app"',
    main: '      <agency-app></agency-app>',
  });
}

/** The tags a built bundle defines: the element list its manifest carries. */
export function tagsOfManifest(manifest: { elements: Record<string, unknown> }): Set<string> {
  return new Set(Object.keys(manifest.elements));
}

const WORKBENCH_TEXTS = {
  title: { nl: 'Elementen', fr: 'Éléments', en: 'Elements', de: 'Elemente' },
  intro: {
    nl: 'Elk element van de bundel, alleen op een pagina, zoals een webmaster het plakt.',
    fr: 'Chaque élément du bundle, seul sur une page, tel qu’un webmaster le colle.',
    en: 'Every element of the bundle, alone on a page, as a webmaster pastes it.',
    de: 'Jedes Element des Bundles allein auf einer Seite, so wie ein Webmaster es einfügt.',
  },
} as const;

/**
 * The workbench: a page listing every element the bundle defines, and a page per element
 * with that element alone, so a new element shows in the demo the moment its folder exists.
 */
export function renderWorkbench(folder: string | undefined, language: Language, options: SiteOptions): { status: number; html: string } {
  const tag = folder && `agency-${folder}`;
  if (tag && !options.availableTags.has(tag)) return renderPage('/404/', options);
  const base = '/demo/elements/';
  const main = tag
    ? `      <${tag}></${tag}>`
    : `      <h1>${WORKBENCH_TEXTS.title[language]}</h1>\n      <p>${escape(WORKBENCH_TEXTS.intro[language])}</p>\n      <ul>${[...options.availableTags]
        .sort()
        .map((name) => `<li><a href="${base}${name.replace(/^agency-/, '')}/?lng=${language}"><code>&lt;${name}&gt;</code></a></li>`)
        .join('')}</ul>`;
  return { status: 200, html: layout({ language, title: tag ?? WORKBENCH_TEXTS.title[language], alternates: {}, main }) };
}
