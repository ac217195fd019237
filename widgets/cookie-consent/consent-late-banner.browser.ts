// A banner that appears after the visitor has started on the page leaves their focus where
// it is: here a moment among radio buttons is focused before the banner's code comes in (a
// slow phone), and the arrow keys must go on moving between moments, not into the banner.
import { expect } from 'chai';
import { until } from '../testing/browser.ts';

document.cookie = 'agency_consent=; Max-Age=0; Path=/';
localStorage.clear();
sessionStorage.clear();

window.fetch = async () => new Response(JSON.stringify({ id: 'x', time: new Date().toISOString() }), { status: 201, headers: { 'Content-Type': 'application/json' } });

document.title = 'Consent after the visitor started';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de" api="/test-api"></agency-config>
  <main id="content">
    <h1>Book a visit</h1>
    <fieldset><legend>Moment</legend>
      <label><input type="radio" name="moment" value="10:00" id="first"> 10:00</label>
      <label><input type="radio" name="moment" value="10:30"> 10:30</label>
    </fieldset>
  </main>
  <agency-cookie-consent></agency-cookie-consent>`;
const first = document.getElementById('first') as HTMLInputElement;
first.focus();

await import('/dist/agency-widgets.js' as string);

const banner = () => document.querySelector('agency-cookie-consent')!.shadowRoot?.querySelector<HTMLElement>('[part="banner"]') ?? null;
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('a banner that appears once the visitor has focused something', () => {
  it('shows itself and leaves focus on what the visitor focused', async () => {
    await until(() => banner() !== null, 8000, 'the banner');
    // a frame after it appeared: any focus move of its layout effect has happened
    await new Promise(requestAnimationFrame);
    // compared as a boolean: chai's message for two unequal elements walks the whole DOM
    expect(deepActive() === first, `focus on the radio button, not on ${deepActive()?.outerHTML.slice(0, 60)}`).to.equal(true);
  });

  it('is reached with Tab from the page: its buttons follow the page’s controls', () => {
    const buttons = [...banner()!.querySelectorAll<HTMLButtonElement>('button[part="button"]')];
    expect(buttons.length).to.be.greaterThan(0);
    expect(buttons.every((button) => button.tabIndex === 0 && !button.disabled)).to.equal(true);
    const host = document.querySelector('agency-cookie-consent')!;
    expect(first.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });
});
