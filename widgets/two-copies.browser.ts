// Two copies of the bundle on one page (a CMS plug-in and a theme each adding the
// script): nothing throws, the elements work, and when copies of different versions
// race to define the same tag, one warning names both versions.
import { expect } from 'chai';
import { renderedRoot } from './testing/browser.ts';

localStorage.clear();
const errors: unknown[] = [];
const warnings: string[] = [];
window.addEventListener('error', (event) => errors.push(event.error));
window.addEventListener('unhandledrejection', (event) => errors.push(event.reason));
console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));

describe('copies of the bundle on one page', () => {
  it('race to define the same tags without an error; one warning when versions differ', async () => {
    // two separate module graphs of different versions, both watching the page before the
    // tag appears, so both ask for its code; whichever defines it first, the other warns, once
    await Promise.all(['/dist/agency-widgets.js', '/copy-v0/dist/agency-widgets.js'].map((url) => import(url)));
    document.body.insertAdjacentHTML('beforeend', '<agency-language-switch id="one"></agency-language-switch>');
    await renderedRoot('#one');
    document.body.insertAdjacentHTML('beforeend', '<agency-language-switch id="two"></agency-language-switch>');
    await renderedRoot('#two');
    await new Promise((resolve) => setTimeout(resolve, 300)); // let every copy's chunks settle
    expect(errors).to.deep.equal([]);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.match(/0\.0\.0-other/);
    expect(document.getElementById('two')!.shadowRoot!.querySelectorAll('.option').length).to.equal(4);
  });

  it('leaves a copy that finds its tags already defined idle: it loads no element code', async () => {
    const before = performance.getEntriesByType('resource').length;
    await import('/copy/dist/agency-widgets.js' as string); // this version again, a third graph
    document.body.insertAdjacentHTML('beforeend', '<agency-language-switch id="three"></agency-language-switch>');
    await renderedRoot('#three');
    const loaded = performance.getEntriesByType('resource').slice(before).map((entry) => entry.name);
    expect(loaded.filter((name) => name.includes('/chunks/'))).to.deep.equal([]);
    expect(warnings.length).to.equal(1);
  });
});
