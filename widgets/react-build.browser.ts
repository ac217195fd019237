// The React 19 build (dist/react/, for React hosts) behaves like the preact one: an element
// renders into its shadow root, in the page's language, and a switch changes it.
import { expect } from 'chai';
import { renderedRoot, until } from './testing/browser.ts';

localStorage.clear();
history.replaceState(null, '', `/over-ons-kantoor${location.search}`); // a CMS page outside the route table
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de" default-language="nl"></agency-config>
  <agency-language-switch></agency-language-switch>
  <agency-not-found heading-level="2"></agency-not-found>`;

describe('the React build', () => {
  it('renders elements and switches their language', async () => {
    await import('/dist/react/agency-widgets.js' as string);
    const switchRoot = await renderedRoot('agency-language-switch');
    const notFound = await renderedRoot('agency-not-found');
    const heading = () => notFound.querySelector('h2')?.textContent;
    expect(heading()).to.equal('Page not found');
    (switchRoot.querySelector('button[lang="fr"]') as HTMLButtonElement).click();
    await until(() => heading() === 'Page introuvable', 4000, 'the French heading');
    expect(switchRoot.querySelector('[aria-current="true"]')?.getAttribute('lang')).to.equal('fr');
    expect(localStorage.getItem('i18nextLng')).to.equal('fr');
  });
});
