// The owner portal end to end, in Dutch (owner A) and French (owner B), on the demo
// site's own pages: a wrong password and the catalogue's message, the login, a property
// chosen, the four counts and the 30-day chart against the API's figures (the chart read
// through its own pointer readout), the table against the chart, the history filtered
// and paged, the logout after which the portal is gone; another owner's property by
// changing the id; the password-forgotten mail's link to a new password that works; an
// expired session back to the property after a new login; too many attempts; the chart
// under a strict CSP; axe-core on the login, the portal and the reset page at 375 and
// 1280 px.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../../core/api/contract.ts';
import { formatDay } from '../../core/format/dates.ts';
import { brusselsDay } from '../../core/owner/day.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { OutboxMail } from '../server/routes/outbox.ts';
import { accountKeyOf } from '../server/owner/rate-limit.ts';
import { OWNERS } from '../server/seed/owners.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const [A, B] = OWNERS as [(typeof OWNERS)[0], (typeof OWNERS)[1]];

interface Case {
  language: Language;
  owner: typeof A;
  other: typeof B;
  login: string;
  portal: string;
  reset: string;
  texts: Record<
    | 'wrong'
    | 'submit'
    | 'show'
    | 'heading'
    | 'typeLabel'
    | 'calendar'
    | 'all'
    | 'fromLabel'
    | 'older'
    | 'logout'
    | 'loggedOut'
    | 'confirmed'
    | 'forgotten'
    | 'sendLink'
    | 'sent'
    | 'newPassword'
    | 'confirmPassword'
    | 'saveNew'
    | 'mismatch'
    | 'confirmRequired'
    | 'tooShort'
    | 'saved'
    | 'notYours'
    | 'expired'
    | 'tooMany'
    | 'tableToggle'
    | 'necessary',
    string | RegExp
  >;
}

const CASES: Case[] = [
  {
    language: 'nl',
    owner: A,
    other: B,
    login: '/nl/login/',
    portal: '/nl/eigenaar/',
    reset: '/nl/login/nieuw-wachtwoord/',
    texts: {
      wrong: 'Het e-mailadres en/of het wachtwoord zijn niet correct.',
      submit: 'Aanmelden',
      show: 'Wachtwoord tonen',
      heading: 'Uw panden',
      typeLabel: 'Soort',
      calendar: 'Bezichtiging',
      all: 'Alles tonen',
      fromLabel: 'Vanaf',
      older: 'Ouder',
      logout: 'Afmelden',
      loggedOut: 'U bent afgemeld.',
      confirmed: 'Bevestigd',
      forgotten: 'Wachtwoord vergeten?',
      sendLink: 'Stuur mij een link',
      sent: 'Als deze account bestaat, hebben we u een e-mail gestuurd om een nieuw wachtwoord te kiezen.',
      newPassword: 'Nieuw wachtwoord',
      confirmPassword: 'Bevestig het wachtwoord',
      saveNew: 'Mijn nieuwe wachtwoord bewaren',
      mismatch: 'De twee wachtwoorden zijn niet gelijk.',
      confirmRequired: 'Bevestig het wachtwoord.',
      tooShort: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
      saved: 'Uw nieuwe wachtwoord is bewaard.',
      notYours: 'Dit pand hoort niet bij uw panden.',
      expired: 'Uw sessie is verlopen. Meld u opnieuw aan.',
      tooMany: 'Te veel pogingen.',
      tableToggle: 'De weergaven per dag als tabel',
      necessary: /enkel noodzakelijke/i,
    },
  },
  {
    language: 'fr',
    owner: B,
    other: A,
    login: '/fr/login/',
    portal: '/fr/proprietaire/',
    reset: '/fr/login/nouveau-mot-de-passe/',
    texts: {
      wrong: 'L’adresse e-mail et/ou le mot de passe sont incorrects.',
      submit: 'Se connecter',
      show: 'Afficher le mot de passe',
      heading: 'Vos biens',
      typeLabel: 'Type',
      calendar: 'Visite au calendrier',
      all: 'Tout afficher',
      fromLabel: 'Du',
      older: 'Plus anciens',
      logout: 'Se déconnecter',
      loggedOut: 'Vous êtes déconnecté.',
      confirmed: 'Confirmé',
      forgotten: 'Mot de passe oublié\u202f?',
      sendLink: 'Envoyez-moi un lien',
      sent: 'Si ce compte existe, nous vous avons envoyé un e-mail pour choisir un nouveau mot de passe.',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmez le mot de passe',
      saveNew: 'Enregistrer mon nouveau mot de passe',
      mismatch: 'Les deux mots de passe ne sont pas identiques.',
      confirmRequired: 'Veuillez confirmer le mot de passe.',
      tooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
      saved: 'Votre nouveau mot de passe est enregistré.',
      notYours: 'Ce bien ne fait pas partie des vôtres.',
      expired: 'Votre session a expiré. Veuillez vous reconnecter.',
      tooMany: 'Trop de tentatives.',
      tableToggle: 'Les vues par jour sous forme de tableau',
      necessary: /nécessaires uniquement/i,
    },
  },
];

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
/** The number a sentence starts with (`2.212 bezoeken…`, `2 376 visites…`). */
const leadingNumber = (text: string | null) => digits(/^[\d.\s\u00a0\u202f]+/.exec(text ?? '')?.[0] ?? '');
const dayOf = (iso: string) => brusselsDay(Date.parse(iso));

/** Whether the page is at `path` (with these query parameters, if given). */
const at = (path: string, params: Record<string, string> = {}) => (url: URL) =>
  url.pathname === path && Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The visitor answers the cookie question first, as a real one does. */
async function onlyNecessary(page: Page, pattern: string | RegExp) {
  await page.locator('agency-cookie-consent').getByRole('button', { name: pattern }).click();
}

async function logIn(login: Locator, username: string, password: string, submit: string | RegExp) {
  await login.getByRole('textbox', { name: /./ }).first().fill(username);
  await login.locator('input[name="password"]').fill(password);
  await login.getByRole('button', { name: submit, exact: true }).click();
}

/** An API answer with the browser's own session cookie. */
async function api<T>(context: BrowserContext, path: string): Promise<{ status: number; body: T }> {
  const response = await context.request.get(harness.url(`/api/v1${path}`));
  return { status: response.status(), body: (await response.json()) as T };
}

async function outbox(): Promise<OutboxMail[]> {
  return ((await (await fetch(harness.url('/demo/outbox.json'))).json()) as { items: OutboxMail[] }).items;
}

async function axeAt(page: Page, widths: number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const violation of await axeViolations(page)) found.push(`${width}: ${violation}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

describe.each(CASES)('the owner portal in $language', ({ language, owner, other, login: loginPath, portal: portalPath, reset: resetPath, texts }) => {
  it('logs in after a wrong password, shows a property’s figures as the API gives them, filters the history and logs out', async () => {
    const { context, page } = await newPage();
    await page.goto(harness.url(loginPath));
    await onlyNecessary(page, texts.necessary);
    const login = page.locator('agency-owner-login');

    // accessible authentication: autofill tokens, paste allowed, the password shown on request
    const username = login.locator('input[name="username"]');
    const password = login.locator('input[name="password"]');
    expect(await username.getAttribute('autocomplete')).toBe('username');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    const pasteRefused = await password.evaluate((input) => {
      const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
      return !input.dispatchEvent(paste);
    });
    expect(pasteRefused).toBe(false);
    await password.fill('not the password');
    await login.getByRole('button', { name: texts.show }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await axeAt(page, [375, 1280])).toEqual([]);

    await username.fill(owner.username);
    await login.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect.poll(() => login.getByRole('alert').textContent()).toContain(texts.wrong);
    // sent, the password is hidden again (a password manager sees a password field)
    expect(await password.getAttribute('type')).toBe('password');
    expect(await username.inputValue()).toBe(owner.username);

    await password.fill(owner.password);
    await login.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.waitForURL(at(portalPath));

    const portal = page.locator('agency-owner-portal');
    await expect.poll(() => portal.getByRole('heading', { level: 1 }).textContent()).toBe(texts.heading);
    const { body: properties } = await api<{ items: OwnerProperty[] }>(context, `/owner/properties?lang=${language}`);
    expect(properties.items.length).toBeGreaterThanOrEqual(3);
    // offline ones too, with their status
    expect(await portal.locator('.chooser__item').count()).toBe(properties.items.length);

    // choose a property that is not the first one shown
    const chosen = properties.items.filter((item) => item.Online && item.Status === 'available')[1]!;
    await portal.locator('.chooser__item', { hasText: chosen.Title[language]! }).click();
    await page.waitForURL(at(portalPath, { property: String(chosen.ID) }));
    const report = portal.locator('.report');
    await expect.poll(() => report.getByRole('heading', { level: 2 }).textContent()).toBe(chosen.Title[language]);

    const { body: statistics } = await api<OwnerStatistics>(context, `/owner/properties/${chosen.ID}/statistics`);
    await expect.poll(() => report.locator('[data-count="total"] dd').textContent()).not.toBeNull();
    for (const key of ['today', 'week', 'month', 'total'] as const) {
      expect(digits(await report.locator(`[data-count="${key}"] dd`).textContent()), key).toBe(statistics[key]);
    }

    // the chart, read through its own readout: one bar a day, the API's count on each
    const plot = report.locator('.u-over');
    await expect.poll(() => plot.count()).toBe(1);
    const box = (await plot.boundingBox())!;
    const readout = report.locator('.chart__readout');
    const charted: number[] = [];
    for (let index = 0; index < statistics.last30.length; index++) {
      await page.mouse.move(box.x + ((index + 0.5) * box.width) / statistics.last30.length, box.y + box.height / 2);
      const day = formatDay(statistics.last30[index]!.date, language, 'long');
      await expect.poll(() => readout.textContent()).toContain(day);
      charted.push(digits((await readout.textContent())!.slice(day.length)));
    }
    expect(charted).toEqual(statistics.last30.map((day) => day.count));
    const total = charted.reduce((sum, count) => sum + count, 0);
    expect(leadingNumber(await report.locator('[data-summary]').textContent())).toBe(total);

    // the table says what the chart says
    await report.getByText(texts.tableToggle).click();
    const rows = await report.locator('[data-visits-table] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ date: tr.getAttribute('data-date'), count: Number(tr.querySelector('td')!.textContent!.replace(/\D/g, '')) })),
    );
    expect(rows.reverse()).toEqual(statistics.last30.map((day, index) => ({ date: day.date, count: charted[index] })));

    // where the visits came from, as the API counts them
    const sources = await report.locator('[data-sources-table] tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-source')));
    expect(sources).toEqual(statistics.sources!.map((entry) => entry.source));
    expect(await axeAt(page, [375, 1280])).toEqual([]);

    // the history, newest first, filtered by type and by day
    const { body: history } = await api<{ items: OwnerHistoryRow[] }>(context, `/owner/properties/${chosen.ID}/history?lang=${language}`);
    const shown = report.locator('[data-history-table] tbody tr');
    await expect.poll(() => shown.count()).toBe(Math.min(10, history.items.length));
    const dates = await shown.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual(history.items.slice(0, 10).map((row) => row.Date));
    // an appointment the other party confirmed says so
    const confirmed = report.locator('[data-history-table] tr[data-status="confirmed"]').first();
    expect(await confirmed.locator('.badge--confirmed').textContent()).toContain(texts.confirmed);

    await report.getByRole('button', { name: texts.older }).click();
    await expect.poll(async () => (await shown.locator('time').first().getAttribute('datetime')) ?? '').toBe(history.items[10]!.Date);

    await report.getByLabel(texts.typeLabel, { exact: true }).selectOption('calendar');
    const calendar = history.items.filter((row) => row.Type === 'calendar');
    await expect.poll(() => report.locator('[data-history-count]').getAttribute('data-history-count')).toBe(String(calendar.length));
    expect(new Set(await shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-type'))))).toEqual(new Set(['calendar']));
    expect(await shown.first().locator('td').nth(1).textContent()).toContain(texts.calendar);

    const from = dayOf(calendar[Math.floor(calendar.length / 2)]!.Date);
    await report.getByLabel(texts.fromLabel, { exact: true }).fill(from);
    const expected = calendar.filter((row) => dayOf(row.Date) >= from).length;
    await expect.poll(() => report.locator('[data-history-count]').getAttribute('data-history-count')).toBe(String(expected));
    expect(expected).toBeLessThan(calendar.length);
    await report.getByRole('button', { name: texts.all }).click();
    await expect.poll(() => report.locator('[data-history-count]').getAttribute('data-history-count')).toBe(String(history.items.length));

    // another owner's property, by changing the id: nothing of it, here or from the API
    // the other owner's properties, as the agency's records have them
    const theirs = await harness.app.repositories.owners.properties(other.id);
    const foreign = theirs[0]!;
    await page.goto(harness.url(`${portalPath}?property=${foreign.ID}`));
    await expect.poll(() => portal.getByRole('alert').textContent()).toContain(texts.notYours);
    expect(await portal.locator('.report').count()).toBe(0);
    expect(await portal.evaluate((element) => element.shadowRoot!.textContent)).not.toContain(String(foreign.Street));
    expect((await api(context, `/owner/properties/${foreign.ID}/statistics`)).status).toBe(404);
    expect((await api(context, `/owner/properties/${foreign.ID}/history`)).status).toBe(404);

    // logging out: back on the login page, and the portal is gone
    await page.goto(harness.url(`${portalPath}?property=${chosen.ID}`));
    await expect.poll(() => portal.locator('.report').count()).toBe(1);
    await portal.getByRole('button', { name: texts.logout }).click();
    await page.waitForURL(at(loginPath, { reason: 'logout' }));
    await expect.poll(() => login.locator('section').textContent()).toContain(texts.loggedOut);
    expect((await api(context, '/owner/properties')).status).toBe(401);
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('agency-owner-portal .report').count()).toBe(0);
    await page.goto(harness.url(`${portalPath}?property=${chosen.ID}`));
    await page.waitForURL((url) => at(loginPath)(url) && url.searchParams.get('next') === `${portalPath}?property=${chosen.ID}`);
    expect(await page.locator('agency-owner-portal').count()).toBe(0);
    await context.close();
  });

  it('sends an owner whose session ended to the login, and back to the property after it', async () => {
    const { context, page } = await newPage(375);
    await page.goto(harness.url(loginPath));
    await onlyNecessary(page, texts.necessary);
    const login = page.locator('agency-owner-login');
    await logIn(login, owner.email, owner.password, texts.submit);
    await page.waitForURL(at(portalPath));
    const { body: properties } = await api<{ items: OwnerProperty[] }>(context, '/owner/properties');
    // an offline property is one an owner still follows (A has one; B's last is another)
    const offline = properties.items.find((item) => !item.Online) ?? properties.items.at(-1)!;
    // on a phone the properties are a select
    await page.locator('agency-owner-portal').locator('select[name="property"]').selectOption(String(offline.ID));
    await page.waitForURL(at(portalPath, { property: String(offline.ID) }));
    await expect.poll(() => page.locator('agency-owner-portal [data-history-count]').count()).toBe(1);
    await expect.poll(() => page.locator('agency-owner-portal [data-summary]').count()).toBe(1);

    // the session ends on the server (8 hours went by, or a password was changed elsewhere)
    // while the owner looks: the next property they choose asks the API in vain
    harness.app.db.prepare('DELETE FROM owner_sessions').run();
    const next = properties.items.find((item) => item.ID !== offline.ID)!;
    await page.locator('agency-owner-portal').locator('select[name="property"]').selectOption(String(next.ID));
    await page.waitForURL(at(loginPath, { reason: 'expired', next: `${portalPath}?property=${next.ID}` }));
    await expect.poll(() => login.locator('section').textContent()).toContain(texts.expired);
    await logIn(login, owner.username, owner.password, texts.submit);
    await page.waitForURL(at(portalPath, { property: String(next.ID) }));
    await expect.poll(() => page.locator('agency-owner-portal .report h2').textContent()).toBe(next.Title[language] ?? next.Title.nl);
    await context.close();
  });

  it('sends a link for a forgotten password, whose page sets a new one that works', async () => {
    const { context, page } = await newPage();
    await page.goto(harness.url(loginPath));
    await onlyNecessary(page, texts.necessary);
    const login = page.locator('agency-owner-login');
    await login.getByRole('button', { name: texts.forgotten }).click();
    await login.locator('input[name="email"]').fill(owner.email);
    await login.getByRole('button', { name: texts.sendLink }).click();
    await expect.poll(() => login.locator('section').textContent(), { timeout: 30_000 }).toContain(texts.sent);

    let mail: OutboxMail | undefined;
    await expect.poll(async () => (mail = (await outbox()).find((item) => item.kind === 'owner.password-reminder' && item.to === owner.email))).toBeTruthy();
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    expect(new URL(link).pathname).toBe(resetPath);
    expect(new URL(link).hash).toMatch(/^#token=[\w-]+$/);

    await page.goto(link);
    // a new password, typed twice, each field with its label
    for (const [name, label] of [['password', texts.newPassword], ['passwordConfirm', texts.confirmPassword]] as const) {
      const id = await login.locator(`input[name="${name}"]`).getAttribute('id');
      expect(await login.locator(`label[for="${id}"]`).textContent()).toContain(label);
    }
    const newPassword = `${owner.password}-nieuw`;
    expect(await login.locator('input[name="password"]').getAttribute('autocomplete')).toBe('new-password');
    // a password too short, and straight to the button: the field's own error must not
    // push the button from under the pointer, the press sends the form
    await login.locator('input[name="password"]').fill('kort');
    await login.getByRole('button', { name: texts.saveNew }).click();
    const summary = login.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain(texts.tooShort);
    expect(await summary.textContent()).toContain(texts.confirmRequired);
    await login.locator('input[name="password"]').fill(newPassword);
    await login.locator('input[name="passwordConfirm"]').fill(`${newPassword}x`);
    await login.getByRole('button', { name: texts.saveNew }).click();
    await expect.poll(() => login.locator('section').textContent()).toContain(texts.mismatch);
    expect(await axeAt(page, [375, 1280])).toEqual([]);

    await login.locator('input[name="passwordConfirm"]').fill(newPassword);
    await login.getByRole('button', { name: texts.saveNew }).click();
    await expect.poll(() => login.locator('section').textContent()).toContain(texts.saved);
    // the used link is out of the address bar
    expect(new URL(page.url()).hash).toBe('');

    await logIn(login, owner.username, owner.password, texts.submit);
    await expect.poll(() => login.getByRole('alert').textContent()).toContain(texts.wrong);
    await login.locator('input[name="password"]').fill(newPassword);
    await login.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.waitForURL(at(portalPath));
    await context.close();
  });

  it('says from when to try again after too many attempts', async () => {
    const { context, page } = await newPage();
    await page.goto(harness.url(loginPath));
    await onlyNecessary(page, texts.necessary);
    const login = page.locator('agency-owner-login');
    // by e-mail address: the limit counts per account, whichever of its names is typed
    for (let attempt = 0; attempt < 5; attempt++) {
      await logIn(login, owner.email, `wrong-${attempt}`, texts.submit);
      await expect.poll(() => login.getByRole('alert').textContent()).toContain(texts.wrong);
    }
    await logIn(login, owner.email, `wrong-5`, texts.submit);
    await expect.poll(() => login.getByRole('alert').textContent()).toContain(texts.tooMany);
    expect(await login.getByRole('alert').textContent()).toMatch(/\d{2}[:.]\d{2}/);
    await context.close();
  });
});

describe('the portal under a strict Content-Security-Policy', () => {
  it('draws its chart and adopts its styles with no violation', async () => {
    const { context, page } = await newPage();
    await page.route('**/nl/eigenaar/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:" },
      });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const password = 'Csp-Controle-2026';
    await harness.app.repositories.owners.setPassword(A.id, password);
    // the attempts above locked A's account for a quarter of an hour: forgiven, as a login would
    await harness.app.stores.loginFailures.clear(await accountKeyOf(harness.app.repositories.owners, A.username));
    await page.goto(harness.url('/nl/login/'));
    await onlyNecessary(page, /enkel noodzakelijke/i);
    const login = page.locator('agency-owner-login');
    await logIn(login, A.username, password, 'Aanmelden');
    await page.waitForURL(at('/nl/eigenaar/'));
    await expect.poll(() => page.locator('agency-owner-portal .u-over').count()).toBe(1);
    const canvas = page.locator('agency-owner-portal canvas');
    expect((await canvas.boundingBox())!.width).toBeGreaterThan(200);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
  });
});
