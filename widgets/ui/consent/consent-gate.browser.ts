// ConsentGate inside an element, from source in Chromium: a placeholder until its
// category is accepted, then the content; accepting there is a decision like any other.
import { expect } from 'chai';
import { createElement as h } from 'react';
import { agencyStore } from '../../../core/store.ts';
import { loadScript, until } from '../../testing/browser.ts';
import { defineElement } from '../../define.ts';
import { type ElementContext } from '../../define/context.ts';
import { ConsentGate } from './ConsentGate.tsx';
import gateStyles from './consent-gate.css?inline';

document.cookie = 'agency_consent=; Max-Age=0; Path=/';
localStorage.clear(); // another test file may have left a language choice
window.fetch = async () => new Response('{"id":"x","time":"2025-01-01T00:00:00Z"}', { status: 201 });
document.documentElement.lang = 'en';
document.title = 'Consent gate';
document.body.innerHTML = `
  <agency-config api="/gate-api"></agency-config>
  <main><h1>Property</h1><agency-gate-probe id="map"></agency-gate-probe><agency-gate-probe id="post" kind="social"></agency-gate-probe></main>`;

interface ProbeProps {
  kind?: string;
}

function Probe({ host, language, kind }: ProbeProps & ElementContext) {
  return kind === 'social'
    ? h(ConsentGate, { category: 'social', host, language }, h('p', { className: 'content' }, 'A post'))
    : h(
        ConsentGate,
        { category: 'marketing', provider: 'Google Maps', host, language },
        h('iframe', { className: 'content', title: 'Map', src: '/demo/site/consent/social-frame.html' }),
      );
}

defineElement<ProbeProps>({ tag: 'agency-gate-probe', component: Probe, props: { kind: { type: 'string' } }, styles: [gateStyles] });

const root = (id: string) => document.getElementById(id)!.shadowRoot!;
const events: CustomEvent[] = [];
document.addEventListener('agency-consent-change', (event) => events.push(event));

describe('ConsentGate', () => {
  after(() => {
    document.cookie = 'agency_consent=; Max-Age=0; Path=/';
  });

  it('shows a placeholder naming the provider, and nothing of the content', async () => {
    const gate = await until(() => root('map').querySelector('.consent-gate'), 4000, 'the placeholder');
    expect(root('map').querySelector('iframe')).to.equal(null);
    expect(gate.textContent).to.contain('This content comes from Google Maps, which may set cookies');
    expect(gate.querySelector('button')!.textContent).to.equal('Accept marketing cookies and show');
    expect(root('post').querySelector('.consent-gate p')!.textContent).to.contain('another website');
    expect(root('post').querySelector('button')!.textContent).to.equal('Accept social media cookies and show');
  });

  it('has no accessibility violation (axe-core)', async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });

  it('accepts its category alone and shows the content', async () => {
    root('map').querySelector<HTMLButtonElement>('.consent-gate button')!.click();
    const frame = await until(() => root('map').querySelector('iframe'), 4000, 'the map');
    expect(frame.getAttribute('src')).to.equal('/demo/site/consent/social-frame.html');
    expect(agencyStore.getState().consent.choices).to.deep.equal({ analytics: false, marketing: true, social: false, unclassified: false });
    expect(document.cookie).to.match(/agency_consent=1\.1\.0100\./);
    expect(events.length).to.equal(1);
    expect(events[0]!.target).to.equal(document.getElementById('map'));
    expect(root('post').querySelector('.consent-gate')).to.not.equal(null);
  });

  it('shows the placeholder again when the category is withdrawn', async () => {
    agencyStore.getState().setConsent({ ...agencyStore.getState().consent, choices: { ...agencyStore.getState().consent.choices, marketing: false } });
    await until(() => root('map').querySelector('.consent-gate'), 4000, 'the placeholder');
    expect(root('map').querySelector('iframe')).to.equal(null);
  });
});
