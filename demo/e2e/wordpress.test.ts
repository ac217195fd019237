// The WordPress plugin in a real WordPress (Debian's 6.1, Apache, PHP, MariaDB, the stock
// Twenty Twenty-Three), with the widgets server on another origin, as an agency runs it:
// the built zip uploaded and activated and its settings page filled in through WordPress's
// own screens; then every page of the route table answers in four languages, a visitor
// pages through a filtered list, opens a property and comes back, sends the contact form
// and decides on cookies, at 375 and 1280 px; without JavaScript the pages are there,
// styled, in their language; an Author places a list block; the sitemap lists the
// properties. WordPress starts once for the file (demo/testing/wordpress.ts).
import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/i18n/languages.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { pathFor, type PropertyPathData, propertyPath } from '../../core/routing/paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { type Harness, startHarness } from '../testing/harness.ts';
import { startWordPress, type WordPress } from '../testing/wordpress.ts';

const PLUGIN_ZIP = new URL('../../dist/cms/agency-widgets-wordpress.zip', import.meta.url).pathname;
const AGENCY = 'Immo Demo';

let wp: WordPress;
let harness: Harness;
/** the widgets server: the bundle, the API, the includes */
let widgets: string;
const contexts: BrowserContext[] = [];

async function newPage(options: { width?: number; language?: Language; javaScript?: boolean } = {}): Promise<Page> {
  const context = await harness.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: `${options.language ?? 'nl'}-BE`,
    javaScriptEnabled: options.javaScript ?? true,
  });
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, user: { user: string; password: string }) {
  await page.goto(wp.url('/wp-login.php'));
  await page.locator('#user_login').fill(user.user);
  await page.locator('#user_pass').fill(user.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.locator('#wp-submit').click()]);
}

beforeAll(async () => {
  expect(existsSync(PLUGIN_ZIP), 'npm run build writes the plugin’s zip').toBe(true);
  wp = await startWordPress();
  // the widgets server for the WordPress site: its pages' links go to WordPress, its own files are its own
  harness = await startHarness({ publicUrl: wp.origin });
  widgets = harness.url('').replace(/\/$/, '');
  harness.app.settings.apiUrl = widgets;

  // upload, activate, settings: as an administrator does it
  const page = await newPage();
  await logIn(page, wp.admin);
  await page.goto(wp.url('/wp-admin/plugin-install.php?tab=upload'));
  await page.locator('#pluginzip').setInputFiles(PLUGIN_ZIP);
  await page.locator('#install-plugin-submit').click();
  await page.getByText('Plugin installed successfully.').waitFor();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();
  await page.getByText('Plugin activated.').waitFor();
  await page.goto(wp.url('/wp-admin/options-general.php?page=agency-widgets'));
  await page.getByLabel('Widgets server').fill(widgets);
  await page.getByLabel('Languages').fill('nl,fr,en,de');
  await page.getByLabel('Agency name').fill(AGENCY);
  await page.locator('#submit').click();
  await page.getByText('Settings saved.').waitFor();
  await page.context().close();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await harness?.close();
  await wp?.stop();
});

async function firstProperty(language: Language, query = ''): Promise<PropertyPathData & { ID: number; Title: Record<string, string> }> {
  const answer = (await (await fetch(`${widgets}/api/v1/properties?pageSize=1&lang=${language}${query}`)).json()) as { items: (PropertyPathData & { ID: number; Title: Record<string, string> })[] };
  return answer.items[0]!;
}

const list = (page: Page) => page.locator('agency-property-list');
const summary = (page: Page) => list(page).locator('.summary').textContent();
const head = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll('head title')].map((title) => title.textContent),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    lang: document.documentElement.lang,
  }));

describe('every page of the route table', () => {
  it('answers 200 with its screen, in four languages, paths with an id or a slug included, with one title', async () => {
    const property = await firstProperty('nl');
    const project = ((await (await fetch(`${widgets}/api/v1/projects?pageSize=1`)).json()) as { items: { ID: number }[] }).items[0]!;
    const failures: string[] = [];
    const pages = ROUTES.filter((route) => route.screen).flatMap((route) =>
      LANGUAGES.map((language) => ({ route, language, path: pathFor(route.key, language, { id: route.key === 'project' ? project.ID : property.ID, slug: 'makelaar' }) })),
    );
    // four at a time: Apache has a dozen workers, and the widgets server renders on its own
    for (let index = 0; index < pages.length; index += 4) {
      await Promise.all(
        pages.slice(index, index + 4).map(async ({ route, language, path }) => {
          const response = await fetch(wp.url(path));
          const body = await response.text();
          const titles = body.match(/<title>/g)?.length ?? 0;
          if (response.status !== 200 || !body.includes(`<${route.screen} `) || titles !== 1 || !body.includes(`<html lang="${language}"`)) {
            failures.push(`${path}: ${response.status}, <${route.screen}> ${body.includes(`<${route.screen} `)}, ${titles} titles`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(wp.errors()).not.toMatch(/PHP (Fatal|Warning|Notice|Deprecated)/);
  });

  it('a property’s page, by its own address and by id (301 there), is the server-rendered screen with one title, one canonical, one h1', async () => {
    const property = await firstProperty('nl');
    const own = propertyPath(property, 'nl');
    const byId = pathFor('property', 'nl', { id: property.ID });
    const redirect = await fetch(wp.url(byId), { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(wp.url(own));
    for (const path of [own, byId]) {
      const page = await newPage({ width: 375 });
      const response = (await page.goto(wp.url(path)))!;
      expect(response.status()).toBe(200);
      expect(page.url()).toBe(wp.url(own));
      expect(await response.text()).toMatch(/<agency-property-detail [^>]*data-agency-rendered>/);
      await page.locator('agency-property-detail h1').waitFor();
      expect(await head(page)).toEqual({ titles: [`${property.Title.nl} – ${AGENCY}`], canonicals: [wp.url(own)], lang: 'nl' });
      expect(await page.locator('h1').allTextContents()).toEqual([property.Title.nl]);
    }
  });

  it('a property that is no longer online answers 404 with the screen that says so', async () => {
    const response = await fetch(wp.url('/nl/pand/99999/'));
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<agency-property-detail [^>]*data-agency-rendered>/);
  });

  it('a page of the site’s own at a path of the table stays the webmaster’s', async () => {
    wp.php(`
      $parent = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'NL', 'post_name' => 'nl']);
      wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Onze favorieten', 'post_name' => 'favorieten', 'post_parent' => $parent, 'post_content' => '<p>Door de webmaster geschreven.</p>']);`);
    const body = await (await fetch(wp.url('/nl/favorieten/'))).text();
    expect(body).toContain('Door de webmaster geschreven.');
    expect(body).not.toContain('<agency-favourites');
  });

  it('WordPress’s sitemap lists the properties from the widgets server’s list', async () => {
    const index = await (await fetch(wp.url('/wp-sitemap.xml'))).text();
    expect(index).toContain(wp.url('/wp-sitemap-agency-1.xml'));
    const sitemap = await (await fetch(wp.url('/wp-sitemap-agency-1.xml'))).text();
    const property = await firstProperty('fr');
    expect(sitemap).toContain(`<loc>${wp.url(propertyPath(property, 'fr'))}</loc>`);
    expect(sitemap).toContain(`<loc>${wp.url('/de/zu-verkaufen/')}</loc>`);
  });
});

describe('a visitor', () => {
  for (const width of [375, 1280]) {
    for (const language of ['nl', 'fr'] as const) {
      it(`pages through a filtered list, opens a property and comes back to the same page (${language}, ${width} px)`, async () => {
        const page = await newPage({ width, language });
        const forSale = pathFor('for-sale', language);
        await page.goto(wp.url(`${forSale}?type=1`));
        await page.locator('agency-cookie-consent').getByRole('button', { name: catalogText(language, 'cookieConsent.onlyNecessary') }).click();
        await expect.poll(() => summary(page)).toMatch(/ 1 /);
        expect((await head(page)).lang).toBe(language);

        await list(page).locator('nav.pagination a[rel="next"]').click();
        await page.waitForURL(wp.url(`${forSale}?type=1&pg=2`));
        await expect.poll(() => summary(page)).toMatch(/ 2 /);
        const pageTwo = await summary(page);
        // reload: the same page 2 (WordPress keeps the query)
        await page.reload();
        await expect.poll(() => summary(page)).toBe(pageTwo);

        const card = list(page).locator('.card__link').first();
        const title = (await card.textContent())!;
        const [response] = await Promise.all([page.waitForEvent('response', (answer) => answer.request().isNavigationRequest() && answer.url() !== page.url()), card.click()]);
        expect(response.status()).toBe(200);
        await page.locator('agency-property-detail h1').waitFor();
        const detail = await head(page);
        expect(detail.titles).toEqual([`${title} – ${AGENCY}`]);
        expect(detail.canonicals).toEqual([page.url()]);
        expect(new URL(page.url()).pathname.startsWith(forSale)).toBe(true);

        await page.goBack();
        await page.waitForURL(wp.url(`${forSale}?type=1&pg=2`));
        await expect.poll(() => summary(page)).toBe(pageTwo);
        expect(await list(page).locator('input[name="type"][value="1"]').isChecked()).toBe(true);
      });
    }
  }

  it('sends the contact form across origins to its thank-you page, and the mails are in the outbox', async () => {
    const email = `wordpress.${Date.now()}@example.be`;
    const page = await newPage({ width: 375, language: 'fr' });
    await page.goto(wp.url(pathFor('contact', 'fr')));
    await page.locator('agency-cookie-consent').getByRole('button', { name: catalogText('fr', 'cookieConsent.onlyNecessary') }).click();
    const form = page.locator('agency-contact-form');
    await form.locator('input[name="title"][value="ms"]').check();
    await form.locator('[name="firstName"]').fill('Lies');
    await form.locator('[name="lastName"]').fill('Wouters');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill('0470 12 34 56');
    await form.locator('[name="remark"]').fill('Quand votre bureau est-il ouvert ?');
    await form.getByRole('button', { name: catalogText('fr', 'contactForm.submit') }).click();
    await page.waitForURL(wp.url(pathFor('feedback-site-contact', 'fr')), { timeout: 60_000 });
    await expect.poll(() => page.locator('agency-feedback h1').textContent()).toBe(catalogText('fr', 'feedback.siteContact.title'));
    const mails = (await harness.outbox()).filter((mail) => mail.to === email || mail.replyTo === email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['request.site-contact.agency', 'request.site-contact.visitor']);
    expect(mails.find((mail) => mail.kind === 'request.site-contact.agency')!.text).toContain('Quand votre bureau est-il ouvert ?');
  });

  for (const width of [375, 1280]) {
    it(`decides on cookies without the page moving or focus going to the footer (${width} px)`, async () => {
      const page = await newPage({ width, language: 'nl' });
      await page.goto(wp.url(pathFor('for-rent', 'nl')));
      const accept = page.locator('agency-cookie-consent').getByRole('button', { name: catalogText('nl', 'cookieConsent.acceptAll') });
      await accept.waitFor();
      await list(page).locator('.card').first().waitFor();
      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);
      await accept.click();
      await accept.waitFor({ state: 'detached' });
      // a frame, or half a second where a headless page's frames stall on a busy machine
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 500);
          }),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await page.evaluate(() => document.activeElement?.closest('footer') ?? null)).toBeNull();
    });
  }
});

describe('without JavaScript', () => {
  for (const width of [375, 1280]) {
    it(`the list and a property’s page show their content, styled, in the page’s language, with one title each (${width} px)`, async () => {
      const page = await newPage({ width, language: 'fr', javaScript: false });
      const response = await page.goto(wp.url(pathFor('for-sale', 'fr')));
      expect(response?.status()).toBe(200);
      expect(await head(page)).toMatchObject({ titles: [`${catalogText('fr', 'route.forSale')} – ${AGENCY}`], lang: 'fr' });
      await expect(list(page).locator('h1').textContent()).resolves.toBe(catalogText('fr', 'route.forSale'));
      expect(await list(page).locator('.card').count()).toBeGreaterThan(3);
      // the screen's stylesheet came from the widgets server and applies
      await expect(list(page).locator('link[rel="stylesheet"]').getAttribute('href')).resolves.toMatch(new RegExp(`^${widgets}/dist/`));
      expect(await list(page).locator('.grid').evaluate((grid) => getComputedStyle(grid).display)).toBe('grid');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // the screen has the theme's wide width (1,200 px), not its 650 px text column, and the page one h1: the screen's
      const screen = await page.locator('.agency-widgets-screen').evaluate((element) => element.getBoundingClientRect().width);
      expect(screen).toBeGreaterThan(Math.min(width - 100, 650));
      expect(await page.locator('h1').count()).toBe(1);

      const property = await firstProperty('nl');
      const detail = await page.context().newPage();
      const answer = await detail.goto(wp.url(propertyPath(property, 'nl')));
      expect(answer?.status()).toBe(200);
      expect(await head(detail)).toMatchObject({ titles: [`${property.Title.nl} – ${AGENCY}`], lang: 'nl', canonicals: [wp.url(propertyPath(property, 'nl'))] });
      await expect(detail.locator('agency-property-detail h1').textContent()).resolves.toBe(property.Title.nl);
      const images = await detail.locator('agency-property-detail img').evaluateAll((all) => all.map((image) => image.getAttribute('src')));
      expect(images.length).toBeGreaterThan(0);
      for (const src of images) expect(src).toMatch(new RegExp(`^${widgets}/(media|dist)/`));
      expect(await detail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

describe('an Author (no unfiltered_html)', () => {
  it('inserts a property list block with its attributes, and it renders on the post', async () => {
    // the editor's welcome guide (WordPress's onboarding, not ours) seen already, as after a first visit
    wp.php(`global $wpdb; update_user_meta(get_user_by('login', '${wp.author.user}')->ID, $wpdb->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);`);
    const page = await newPage();
    await logIn(page, wp.author);
    await page.goto(wp.url('/wp-admin/post-new.php'));
    await page.getByRole('textbox', { name: 'Add title' }).fill('Ons aanbod te koop');
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await page.getByPlaceholder('Search').fill('Property list');
    await page.getByRole('option', { name: 'Property list' }).click();
    // the block's attributes are in the editor's settings sidebar, closed while the inserter was open
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
    await page.getByLabel('goal', { exact: true }).fill('sale');
    await page.getByLabel('page-size', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
    const view = page.getByRole('region', { name: 'Editor publish' }).getByRole('link', { name: 'View Post' });
    await view.waitFor();
    const content = wp.php("echo get_posts(['post_type' => 'post', 'title' => 'Ons aanbod te koop'])[0]->post_content;");
    expect(content).toMatch(/<!-- wp:agency\/property-list \{"goal":"sale","page-size":3\} \/-->/);

    const post = await newPage({ javaScript: false });
    const response = await post.goto((await view.getAttribute('href'))!);
    expect(response?.status()).toBe(200);
    const rendered = post.locator('agency-property-list[data-agency-rendered]');
    expect(await rendered.getAttribute('goal')).toBe('sale');
    expect(await rendered.locator('.card').count()).toBe(3);
  });

  it('writes a shortcode in a classic post, kept through WordPress’s filter of their HTML, and it renders', async () => {
    const link = wp.php(`
      wp_set_current_user(get_user_by('login', '${wp.author.user}')->ID);
      if (current_user_can('unfiltered_html')) exit('an author with unfiltered_html');
      $id = wp_insert_post(['post_status' => 'publish', 'post_title' => 'Te huur', 'post_content' => '<p>Ons aanbod:</p> [agency-property-list goal="rent" page-size="2"] <agency-property-list goal="sale"></agency-property-list>']);
      echo get_permalink($id);`);
    expect(link).toMatch(/^http:/);
    const post = await newPage({ javaScript: false });
    expect((await post.goto(link))?.status()).toBe(200);
    // the shortcode is the list; the raw tag an author typed is stripped by WordPress, as for any tag it does not know
    const rendered = post.locator('agency-property-list[data-agency-rendered]');
    expect(await rendered.count()).toBe(1);
    expect(await rendered.getAttribute('goal')).toBe('rent');
    expect(await rendered.locator('.card').count()).toBe(2);
  });
});
