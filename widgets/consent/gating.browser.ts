// The gating from source, in Chromium: what waits, what runs, in which order, and
// what a withdrawal or a new revision of the cookie policy changes.
import { expect } from 'chai';
import { ALL_CHOICES, NO_CHOICES } from '../../core/consent/categories.ts';
import { agencyStore } from '../../core/store.ts';
import { until } from '../testing/browser.ts';
import { applyConfig } from '../page.ts';
import {
  acceptCategory,
  type ConsentChangeDetail,
  ConsentRequiredError,
  decide,
  loadScriptOnDemand,
  startConsent,
  track,
} from './index.ts';

declare global {
  interface Window {
    order: string[];
  }
}

for (const name of ['agency_consent', '_ga', '_ga_TEST', 'demo_analytics', '_fbp']) document.cookie = `${name}=; Max-Age=0; Path=/`;
localStorage.clear();
window.order = [];

const DAY = 86_400_000;
// a decision the visitor made under revision 1 of the cookie policy, with everything accepted
document.cookie = `agency_consent=1.1.1111.${Date.now() - DAY}.1b4e28ba-2fa1-4d2e-8c3f-0123456789ab; Path=/`;
// what an analytics tool left on an earlier visit
document.cookie = '_ga=GA1.1.1; Path=/';
document.cookie = '_ga_TEST=GS1.1; Path=/';

const proofs: unknown[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).endsWith('/consents')) {
    proofs.push(JSON.parse(String(init?.body)));
    return new Response('{"id":"x","time":"2025-01-01T00:00:00Z"}', { status: 201, headers: { 'Content-Type': 'application/json' } });
  }
  return realFetch(input, init);
};

const script = (category: string, code: string, extra = '') =>
  `<script type="text/plain" data-category="${category}" ${extra}>${code}</script>`;
const external = (category: string, name: string, extra = '') =>
  `<script type="text/plain" data-category="${category}" src="data:text/javascript,window.order.push('${name}')" ${extra}></script>`;

document.body.innerHTML = `
  <agency-config consent-revision="2" consent-mode="google" api="/gating-api"></agency-config>
  ${script('necessary', "window.order.push('necessary')")}
  ${script('analytics', "window.order.push('analytics')")}
  ${script('analytics marketing', "window.order.push('analytics+marketing')")}
  ${external('unclassified', 'first')}
  ${script('unclassified', "window.order.push('second')")}
  ${external('unclassified', 'third')}
  ${script('statistcs', "window.order.push('misspelt')")}
  ${script('social', 'window.order.push(typeof import.meta)', 'data-type="module"')}
  ${script('social', "window.order.push('nonce')", 'nonce="n0nce" id="with-nonce"')}
  <img id="pixel" alt="" data-category="marketing" data-src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`;

const events: ConsentChangeDetail[] = [];
document.addEventListener('agency-consent-change', (event) => events.push(event.detail));
const warnings: string[] = [];
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
  warn(...args);
};

applyConfig(document.querySelector('agency-config'));
startConsent();

const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((cookie) => cookie.split('=')[0]);

describe('gating', () => {
  after(() => {
    for (const name of ['agency_consent', '_ga', '_fbp']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    console.warn = warn;
  });

  it('asks again when the stored decision is of another revision, and runs only what is necessary', async () => {
    expect(agencyStore.getState().consent.status).to.equal('unset');
    await until(() => window.order.includes('necessary'), 4000, 'the necessary script');
    expect(window.order).to.deep.equal(['necessary']);
    expect(document.getElementById('pixel')!.hasAttribute('src')).to.equal(false);
  });

  it('deletes the cookies a category not accepted left behind', () => {
    expect(cookieNames()).to.not.include('_ga');
    expect(cookieNames()).to.not.include('_ga_TEST');
  });

  it('keeps the tracking function and on-demand scripts of a category not accepted from running', async () => {
    let calls = 0;
    window.fbq = () => {
      calls++;
    };
    expect(track('ViewContent', { id: 12 })).to.equal(false);
    expect(calls).to.equal(0);
    const refused = await loadScriptOnDemand('data:text/javascript,window.order.push("captcha")', { category: 'marketing' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(ConsentRequiredError);
    expect(document.querySelector('script[src^="data:text/javascript,window.order.push(\\"captcha"]')).to.equal(null);
  });

  it('runs a category’s scripts once it is accepted, and one tagged with two categories only with both', async () => {
    decide({ ...NO_CHOICES, analytics: true });
    await until(() => window.order.includes('analytics'), 4000, 'the analytics script');
    expect(window.order).to.not.include('analytics+marketing');
    expect(events.at(-1)).to.deep.include({ revision: 2, status: 'decided', reloadNeeded: false });
    expect(events.at(-1)!.id).to.equal('1b4e28ba-2fa1-4d2e-8c3f-0123456789ab'); // the visitor's id is kept
    expect(document.cookie).to.match(/agency_consent=1\.2\.1000\./);
  });

  it('runs scripts in the page’s order, each external one loaded before the next, and an unknown category as unclassified', async () => {
    acceptCategory('unclassified');
    await until(() => window.order.includes('misspelt'), 4000, 'the unclassified scripts');
    expect(window.order.slice(-4)).to.deep.equal(['first', 'second', 'third', 'misspelt']);
    expect(warnings.some((warning) => warning.includes('"statistcs"'))).to.equal(true);
  });

  it('keeps a module a module and a nonce a nonce', async () => {
    acceptCategory('social');
    await until(() => window.order.includes('nonce'), 4000, 'the social scripts');
    await until(() => window.order.includes('object'), 4000, 'the module script');
    const ran = document.getElementById('with-nonce') as HTMLScriptElement;
    expect(ran.getAttribute('type')).to.equal(null);
    expect(ran.nonce).to.equal('n0nce');
    expect(ran.dataset.consent).to.equal('ran');
  });

  it('loads sources, runs the tracking function and on-demand scripts once marketing is accepted', async () => {
    let tracked: unknown[] = [];
    window.fbq = (...args: unknown[]) => {
      tracked = args;
    };
    acceptCategory('marketing');
    await until(() => window.order.includes('analytics+marketing'), 4000, 'the two-category script');
    expect(document.getElementById('pixel')!.getAttribute('src')).to.match(/^data:image\/gif/);
    expect(track('ViewContent', { id: 12 })).to.equal(true);
    expect(tracked).to.deep.equal(['track', 'ViewContent', { id: 12 }]);

    const src = 'data:text/javascript,window.order.push("on-demand")';
    await Promise.all([loadScriptOnDemand(src, { category: 'marketing' }), loadScriptOnDemand(src)]);
    expect(window.order.filter((name) => name === 'on-demand')).to.deep.equal(['on-demand']);
    expect([...document.scripts].filter((element) => element.src === src).length).to.equal(1);
  });

  it('rejects an on-demand script that fails, and tries again on the next call', async () => {
    const failing = '/does-not-exist/captcha.js';
    const failure = await loadScriptOnDemand(failing).then(() => undefined, (error: unknown) => error);
    expect(failure).to.be.instanceOf(Error);
    const again = await loadScriptOnDemand(failing).then(() => undefined, (error: unknown) => error);
    expect(again).to.be.instanceOf(Error);
    expect(again).to.not.equal(failure);
  });

  it('withdraws: sources unload, the tracking function stops, and the page is told a reload is needed', () => {
    expect(decide(ALL_CHOICES).reloadNeeded).to.equal(false);
    const detail = decide(NO_CHOICES);
    expect(detail.reloadNeeded).to.equal(true);
    expect(detail.previous).to.deep.equal(ALL_CHOICES);
    expect(document.getElementById('pixel')!.hasAttribute('src')).to.equal(false);
    expect(track('ViewContent')).to.equal(false);
  });

  it('sends every decision as proof, with the same id', async () => {
    await until(() => proofs.length === events.length, 4000, 'every proof');
    expect(proofs.map((proof) => (proof as { id: string }).id)).to.deep.equal(events.map(() => '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab'));
    expect(proofs.at(-1)).to.deep.include({ revision: 2, choices: NO_CHOICES });
  });

  it('asks again when the page raises the revision', () => {
    expect(agencyStore.getState().consent.status).to.equal('decided');
    document.querySelector('agency-config')!.setAttribute('consent-revision', '3');
    applyConfig(document.querySelector('agency-config'));
    expect(agencyStore.getState().consent.status).to.equal('unset');
  });
});
