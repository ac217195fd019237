// A decision on cookies moves neither the page nor focus somewhere the visitor did not
// look: with <agency-cookie-consent> at the end of the content (as a CMS block or the
// README's snippet puts it), a visitor who had focused nothing stays where they read, and
// focus goes to the main content, not to the footer's first link nor to a skip link.
import { expect } from 'chai';
import { until } from '../testing/browser.ts';

for (const name of ['agency_consent']) document.cookie = `${name}=; Max-Age=0; Path=/`;
localStorage.clear();
sessionStorage.clear();

window.fetch = async () => new Response(JSON.stringify({ id: 'x', time: new Date().toISOString() }), { status: 201, headers: { 'Content-Type': 'application/json' } });

document.title = 'Consent focus';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de" api="/test-api"></agency-config>
  <header><a id="skip" class="skip" href="#content">Skip to content</a><a id="brand" href="/">Agency</a></header>
  <main id="content">
    <h1>Agency</h1>
    <div id="spacer"></div>
    <p>Text the visitor reads.</p>
    <div id="after"></div>
    <agency-cookie-consent></agency-cookie-consent>
  </main>
  <footer><a id="footer-link" href="/privacy/">Privacy</a><agency-cookie-settings id="settings"></agency-cookie-settings></footer>`;
document.getElementById('spacer')!.style.height = '2000px';
document.getElementById('after')!.style.height = '2000px';

await import('/dist/agency-widgets.js' as string);

const root = () => document.querySelector('agency-cookie-consent')!.shadowRoot;
const banner = () => root()?.querySelector<HTMLElement>('[part="banner"]') ?? null;
const button = (name: string) => [...banner()!.querySelectorAll<HTMLButtonElement>('button[part="button"]')].find((element) => element.textContent?.trim() === name)!;
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('a decision on cookies with the banner in the page’s content', () => {
  it('keeps the page where the visitor reads, and gives focus to the main content', async () => {
    await until(() => banner() !== null, 8000, 'the banner');
    window.scrollTo({ top: 900, behavior: 'instant' });
    await new Promise(requestAnimationFrame);
    const before = window.scrollY;
    expect(before).to.equal(900);
    button('Only necessary').click();
    await until(() => banner() === null, 4000, 'the banner to close');
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(window.scrollY).to.equal(before);
    expect(deepActive()).to.equal(document.getElementById('content'));
    expect(deepActive()).not.to.equal(document.getElementById('skip'));
    expect(deepActive()).not.to.equal(document.getElementById('footer-link'));
  });

  it('leaves the main content as it was once focus moves on', () => {
    document.getElementById('brand')!.focus({ preventScroll: true });
    expect(document.getElementById('content')!.hasAttribute('tabindex')).to.equal(false);
  });
});
