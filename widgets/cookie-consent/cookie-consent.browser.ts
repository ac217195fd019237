// <agency-cookie-consent> and <agency-cookie-settings> as a page gets them: from the built
// bundle in dist/, with stand-in third parties that leave traces in the network log
// (resource timing), document.cookie and storage.
import { expect } from 'chai';
import { loadScript, renderedRoot, until } from '../testing/browser.ts';

/**
 * axe-core on the page. Frames are left out: axe waits a minute for an answer from a
 * frame it cannot enter, and the gated frame here is the test's third party, not ours.
 */
async function axeViolations(): Promise<string[]> {
  await loadScript('/node_modules/axe-core/axe.min.js');
  const results = await window.axe!.run(document, { resultTypes: ['violations'], iframes: false });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

const THIRD_PARTY_COOKIES = ['agency_consent', '_ga', 'demo_analytics', '_fbp'];
for (const name of THIRD_PARTY_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/`;
localStorage.clear();
sessionStorage.clear();

// The proof of each decision is captured here instead of reaching a server (the demo's e2e tests do that).
const proofs: Record<string, unknown>[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/test-api/consents')) {
    proofs.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ id: 'x', time: new Date().toISOString() }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return realFetch(input, init);
};

document.title = 'Cookie consent';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de" consent-mode="google" api="/test-api" cookie-policy="/{lang}/cookies/"></agency-config>
  <script type="text/plain" data-category="analytics" src="/demo/site/consent/analytics.js"
    data-cookies="demo_analytics" data-storage="demo_analytics_*"></script>
  <script type="text/plain" data-category="marketing" src="/demo/site/consent/marketing.js"></script>
  <main>
    <h1>Agency</h1>
    <div id="spacer"></div>
    <p><a id="far" href="#far">Far down the page</a></p>
    <iframe id="social" title="A post" data-src="/demo/site/consent/social-frame.html" data-category="social"></iframe>
    <script type="text/plain" data-category="unclassified">document.documentElement.dataset.unclassified = 'ran';</script>
    <p><a id="last" href="#last">The last link</a></p>
  </main>
  <footer><agency-cookie-settings id="settings"></agency-cookie-settings></footer>
  <agency-cookie-consent></agency-cookie-consent>`;
document.getElementById('spacer')!.style.height = '1500px';

const events: CustomEvent[] = [];
document.addEventListener('agency-consent-change', (event) => events.push(event));

await import('/dist/agency-widgets.js' as string);

const root = () => document.querySelector('agency-cookie-consent')!.shadowRoot!;
const banner = () => root().querySelector<HTMLElement>('[part="banner"]');
const dialog = () => root().querySelector('dialog')!;
const buttonsOf = (scope: ParentNode) => [...scope.querySelectorAll<HTMLButtonElement>('button[part="button"]')];
const button = (scope: ParentNode, name: string) => buttonsOf(scope).find((element) => element.textContent?.trim() === name)!;
const switchFor = (category: string) => root().querySelector<HTMLInputElement>(`#switch-${category}`)!;
const requested = (path: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path));
const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((cookie) => cookie.split('=')[0]);
const consentCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('agency_consent='))?.slice(15);
/** The Consent Mode commands in the data layer (gtag pushes Arguments objects; tags push plain objects). */
const dataLayer = () =>
  ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => [...(entry as IArguments)]);
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
const settingsButton = () => document.getElementById('settings')!.shadowRoot!.querySelector('button')!;
const THIRD_PARTIES = ['analytics.js', 'marketing.js', 'social-frame.html', 'beacon.txt'];

describe('<agency-cookie-consent>', () => {
  before(async () => {
    await renderedRoot('agency-cookie-consent');
    await renderedRoot('#settings');
    // the layers load when one is to be shown (CookieConsentGate.tsx)
    await until(() => banner(), 4000, 'the first layer');
  });

  after(() => {
    for (const name of THIRD_PARTY_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/`;
    localStorage.clear();
  });

  describe('before any choice', () => {
    it('shows the first layer and moves focus into it', () => {
      expect(banner()).to.not.equal(null);
      expect(banner()!.getAttribute('role')).to.equal('dialog');
      expect(banner()!.querySelector('h2')!.textContent).to.equal('Cookies on this website');
      expect(deepActive()).to.equal(banner());
    });

    it('runs, loads and stores nothing non-essential', () => {
      for (const path of THIRD_PARTIES) expect(requested(path), path).to.equal(false);
      expect(cookieNames()).to.deep.equal([]);
      expect(localStorage.length + sessionStorage.length).to.equal(0);
      expect(document.getElementById('social')!.hasAttribute('src')).to.equal(false);
      expect(document.documentElement.dataset.unclassified).to.equal(undefined);
      expect(proofs).to.deep.equal([]);
    });

    it('sets every Google Consent Mode signal to denied before any tag runs', () => {
      expect(dataLayer()[0]).to.deep.equal([
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
      ]);
    });

    it('offers accept all, only necessary and choose with equal weight and prominence', () => {
      const buttons = buttonsOf(banner()!);
      expect(buttons.map((element) => element.textContent)).to.deep.equal(['Accept all', 'Only necessary', 'Let me choose']);
      const look = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderTopWidth, Math.round(box.width), Math.round(box.height)];
      };
      expect(look(buttons[1]!)).to.deep.equal(look(buttons[0]!));
      expect(look(buttons[2]!)).to.deep.equal(look(buttons[0]!));
    });

    it('links to the cookie policy in the visitor’s language', () => {
      expect(banner()!.querySelector('a')!.getAttribute('href')).to.equal('/en/cookies/');
    });

    it('has no accessibility violation on the first layer (axe-core)', async () => {
      expect(await axeViolations()).to.deep.equal([]);
    });

    it('scrolls a page element that gets focus behind the first layer clear of it (WCAG 2.4.11)', async () => {
      const far = document.getElementById('far')!;
      window.scrollTo({ top: far.getBoundingClientRect().top + window.scrollY - window.innerHeight + 30, behavior: 'instant' });
      expect(far.getBoundingClientRect().bottom).to.be.greaterThan(banner()!.getBoundingClientRect().top);
      far.focus();
      expect(far.getBoundingClientRect().bottom).to.be.at.most(banner()!.getBoundingClientRect().top);
    });

    it('moves to the top edge when the page cannot scroll the focused element clear (WCAG 2.4.11)', async () => {
      const last = document.getElementById('last')!;
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      last.focus();
      await until(() => banner()!.classList.contains('banner--top'), 4000, 'the banner to move to the top');
      const covered = banner()!.getBoundingClientRect();
      const link = last.getBoundingClientRect();
      expect(link.top >= covered.bottom || link.bottom <= covered.top).to.equal(true);
      banner()!.focus();
    });
  });

  describe('the second layer', () => {
    it('opens from "Let me choose" with every optional category off and strictly necessary always on', async () => {
      button(banner()!, 'Let me choose').click();
      await until(() => dialog().open && switchFor('analytics'), 4000, 'the second layer');
      expect(['analytics', 'marketing', 'social', 'unclassified'].map((category) => switchFor(category).checked)).to.deep.equal([
        false,
        false,
        false,
        false,
      ]);
      // the second layer takes the first one's place: never one on top of the other
      expect(banner()).to.equal(null);
      expect(switchFor('necessary' as string)).to.equal(null);
      expect(dialog().textContent).to.contain('Strictly necessary cookies').and.contain('Always on');
      expect(deepActive()).to.equal(dialog().querySelector('h2'));
      expect(switchFor('analytics').getAttribute('role')).to.equal('switch');
      expect(root().getElementById(switchFor('analytics').getAttribute('aria-describedby')!)!.textContent).to.contain('count visits');
    });

    it('has no accessibility violation on the second layer (axe-core)', async () => {
      expect(await axeViolations()).to.deep.equal([]);
    });

    it('closes with Escape without deciding, and focus goes back to "Let me choose"', async () => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
      await until(() => !dialog().open, 4000, 'the second layer to close');
      await until(() => deepActive() === button(banner()!, 'Let me choose'), 4000, 'focus on "Let me choose"');
      expect(consentCookie()).to.equal(undefined);
      expect(events).to.deep.equal([]);
    });

    it('saves a partial choice: analytics alone runs the analytics script and not the marketing one', async () => {
      // the visitor was on a link of the page before turning to the banner
      document.getElementById('far')!.focus();
      button(banner()!, 'Let me choose').click();
      await until(() => dialog().open && switchFor('analytics'), 4000, 'the second layer');
      switchFor('analytics').click();
      button(dialog(), 'Save my choices').click();
      await until(() => document.documentElement.dataset.demoAnalytics === 'ran', 4000, 'the analytics script');
      expect(banner()).to.equal(null);
      expect(dialog().open).to.equal(false);
      expect(consentCookie()).to.match(/^1\.1\.1000\.\d+\.[0-9a-f-]{36}$/);
      expect(requested('analytics.js')).to.equal(true);
      expect(requested('marketing.js')).to.equal(false);
      expect(document.documentElement.dataset.demoMarketing).to.equal(undefined);
      expect(document.getElementById('social')!.hasAttribute('src')).to.equal(false);
      expect(document.documentElement.dataset.unclassified).to.equal(undefined);
      expect(cookieNames()).to.include.members(['agency_consent', '_ga', 'demo_analytics']).and.not.include('_fbp');
      // focus goes back where the visitor was, not to the page's body
      await until(() => deepActive() === document.getElementById('far'), 4000, 'focus back on the link');
    });

    it('tells the page, Google Consent Mode, the server and screen readers', async () => {
      expect(events.length).to.equal(1);
      const { detail } = events[0]!;
      expect(detail).to.deep.include({
        choices: { analytics: true, marketing: false, social: false, unclassified: false },
        previous: { analytics: false, marketing: false, social: false, unclassified: false },
        accepted: ['necessary', 'analytics'],
        status: 'decided',
        revision: 1,
        reloadNeeded: false,
      });
      expect(events[0]!.target).to.equal(document.querySelector('agency-cookie-consent'));
      expect(dataLayer()).to.deep.include([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ]);
      await until(() => proofs.length === 1, 4000, 'the proof');
      expect(proofs[0]).to.deep.equal({
        id: detail.id,
        revision: 1,
        choices: { analytics: true, marketing: false, social: false, unclassified: false },
        language: 'en',
        path: location.pathname,
      });
      expect(consentCookie()!.endsWith(detail.id)).to.equal(true);
      expect(root().querySelector('[role="status"]')!.textContent).to.contain('Your cookie choices have been saved.');
    });
  });

  describe('<agency-cookie-settings>', () => {
    it('reopens the choices as they were, and gives focus back to itself on close', async () => {
      expect(settingsButton().textContent).to.equal('Cookie settings');
      settingsButton().click();
      await until(() => dialog().open && switchFor('analytics'), 4000, 'the second layer');
      expect(switchFor('analytics').checked).to.equal(true);
      expect(switchFor('marketing').checked).to.equal(false);
      root().querySelector<HTMLButtonElement>('[part="close"]')!.click();
      await until(() => !dialog().open, 4000, 'the second layer to close');
      await until(() => deepActive() === settingsButton(), 4000, 'focus back on the settings link');
    });

    it('withdraws as easily: "Only necessary" deletes what analytics left and asks for a reload', async () => {
      settingsButton().click();
      await until(() => dialog().open && switchFor('analytics'), 4000, 'the second layer');
      button(dialog(), 'Only necessary').click();
      await until(() => events.length === 2, 4000, 'the second decision');
      expect(events[1]!.detail).to.deep.include({
        choices: { analytics: false, marketing: false, social: false, unclassified: false },
        reloadNeeded: true,
        id: events[0]!.detail.id,
      });
      expect(cookieNames()).to.deep.equal(['agency_consent']);
      expect(Object.keys(localStorage).filter((key) => key.startsWith('demo_analytics'))).to.deep.equal([]);
      expect(consentCookie()).to.match(/^1\.1\.0000\./);
      expect(dataLayer().at(-2)).to.deep.equal([
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ]);
      const notice = await until(() => root().querySelector('[part="notice"]'), 4000, 'the reload notice');
      expect(notice.textContent).to.contain('Reload the page');
      await until(() => deepActive() === settingsButton(), 4000, 'focus back on the settings link');
      // the notice appeared after focus went back: it must not cover the focused link (WCAG 2.4.11)
      const clear = () => {
        const link = settingsButton().getBoundingClientRect();
        const covered = notice.getBoundingClientRect();
        return link.bottom <= covered.top || link.top >= covered.bottom;
      };
      await until(clear, 4000, 'the focused settings link to be clear of the notice');
      await until(() => proofs.length === 2, 4000, 'the second proof');
      expect(proofs[1]!.id).to.equal(proofs[0]!.id);
      button(notice, 'Not now').click();
      await until(() => !root().querySelector('[part="notice"]'), 4000, 'the notice to close');
    });

    it('"Accept all" runs the rest in the page’s order, loads the frame, and whatever is added later', async () => {
      settingsButton().click();
      await until(() => dialog().open && switchFor('analytics'), 4000, 'the second layer');
      button(dialog(), 'Accept all').click();
      await until(() => document.documentElement.dataset.demoMarketing === 'ran', 4000, 'the marketing script');
      await until(() => document.documentElement.dataset.unclassified === 'ran', 4000, 'the unclassified script');
      expect(document.getElementById('social')!.getAttribute('src')).to.equal('/demo/site/consent/social-frame.html');
      expect(cookieNames()).to.include('_fbp');
      // the analytics script already ran on this page: it is not run twice
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('analytics.js')).length).to.equal(1);

      const late = document.createElement('script');
      late.type = 'text/plain';
      late.dataset.category = 'social';
      late.text = "document.documentElement.dataset.late = 'ran';";
      document.body.append(late);
      await until(() => document.documentElement.dataset.late === 'ran', 4000, 'the script added later');
    });

    it('unloads a frame when its category is withdrawn', async () => {
      settingsButton().click();
      await until(() => dialog().open && switchFor('social'), 4000, 'the second layer');
      switchFor('social').click();
      button(dialog(), 'Save my choices').click();
      await until(() => !document.getElementById('social')!.hasAttribute('src'), 4000, 'the frame to unload');
      expect(events.at(-1)!.detail.choices).to.deep.equal({ analytics: true, marketing: true, social: false, unclassified: true });
    });
  });

  describe('languages', () => {
    it('speaks the page’s language, or its own', async () => {
      const element = document.querySelector('agency-cookie-consent')!;
      element.setAttribute('lang', 'nl');
      settingsButton().click();
      await until(() => dialog().open && dialog().querySelector('h2')?.textContent === 'Kies uw cookies', 4000, 'Dutch texts');
      expect(buttonsOf(dialog()).map((element) => element.textContent)).to.deep.equal([
        'Mijn keuze bewaren',
        'Alles aanvaarden',
        'Enkel noodzakelijke',
      ]);
      expect(dialog().querySelector('a')!.getAttribute('href')).to.equal('/nl/cookies/');
      root().querySelector<HTMLButtonElement>('[part="close"]')!.click();
      await until(() => !dialog().open, 4000, 'the second layer to close');
      element.removeAttribute('lang');
    });
  });
});
