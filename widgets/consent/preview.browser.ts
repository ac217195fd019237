// Spec §2: a path containing "preview" counts as all cookies accepted. In Chromium:
// everything runs, the banner stays away, and nothing is stored or sent.
import { expect } from 'chai';
import { NO_CHOICES } from '../../core/consent/categories.ts';
import { agencyStore } from '../../core/store.ts';
import { renderedRoot, until } from '../testing/browser.ts';

document.cookie = 'agency_consent=; Max-Age=0; Path=/';
localStorage.clear();
sessionStorage.clear();

const sent: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  sent.push(String(input));
  return realFetch(input, init);
};

const testPage = location.pathname + location.search;
history.replaceState(null, '', `/nl/preview/te-koop/${location.search}`);

document.body.innerHTML = `
  <agency-config consent-mode="google" api="/preview-api"></agency-config>
  <script type="text/plain" data-category="analytics">document.documentElement.dataset.analytics = 'ran';</script>
  <script type="text/plain" data-category="marketing">document.documentElement.dataset.marketing = 'ran';</script>
  <script type="text/plain" data-category="social unclassified">document.documentElement.dataset.social = 'ran';</script>
  <iframe id="frame" title="A post" data-category="social" data-src="/demo/site/consent/social-frame.html"></iframe>
  <footer><agency-cookie-settings id="settings"></agency-cookie-settings></footer>
  <agency-cookie-consent></agency-cookie-consent>`;

const { decide } = await import('./index.ts');
await import('../cookie-consent/element.ts');
await import('../cookie-settings/element.ts');

const root = () => document.querySelector('agency-cookie-consent')!.shadowRoot!;

describe('a preview page', () => {
  after(() => history.replaceState(null, '', testPage));

  it('runs every category and loads every frame without asking', async () => {
    await renderedRoot('#settings');
    await until(() => document.documentElement.dataset.social === 'ran', 4000, 'the gated scripts');
    expect(document.documentElement.dataset.analytics).to.equal('ran');
    expect(document.documentElement.dataset.marketing).to.equal('ran');
    expect(document.getElementById('frame')!.getAttribute('src')).to.equal('/demo/site/consent/social-frame.html');
    expect(root().querySelector('[part="banner"]')).to.equal(null);
    expect(agencyStore.getState().consent.status).to.equal('preview');
  });

  it('tells Google Consent Mode everything is granted', () => {
    const commands = (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
    expect(commands).to.deep.include([
      'consent',
      'update',
      { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('says so in the second layer, and stores and sends nothing whatever is chosen', async () => {
    document.getElementById('settings')!.shadowRoot!.querySelector('button')!.click();
    const dialog = await until(() => root().querySelector('dialog[open]'), 4000, 'the second layer');
    expect(dialog.textContent).to.contain('Dit is een voorbeeldpagina'); // /nl/ in the path: Dutch
    const detail = decide(NO_CHOICES);
    expect(detail).to.deep.include({ status: 'preview', id: null, reloadNeeded: false });
    expect(agencyStore.getState().consent.status).to.equal('preview');
    // a proof is sent as soon as the API client is in: once it is, and a task later, one would have gone out
    await import('../../core/api/client.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).to.equal('');
    expect(localStorage.length + sessionStorage.length).to.equal(0);
    expect(sent.filter((url) => url.includes('consents'))).to.deep.equal([]);
  });
});
