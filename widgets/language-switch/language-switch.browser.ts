// <agency-language-switch> as a page gets it: from the built bundle in dist/.
import { expect } from 'chai';
import { axeViolations, renderedRoot, until } from '../testing/browser.ts';

localStorage.clear();
// a CMS page of its own (not in the route table): the switch changes the language in place
history.replaceState(null, '', `/over-ons-kantoor${location.search}`);
document.title = 'Language switch';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de"></agency-config>
  <header><agency-language-switch id="first"></agency-language-switch></header>
  <main><h1>Agency</h1><agency-language-switch id="german" lang="de"></agency-language-switch></main>
  <footer><agency-language-switch id="second"></agency-language-switch></footer>`;

const languageEvents: CustomEvent[] = [];
document.addEventListener('agency-language-change', (event) => languageEvents.push(event));

await import('/dist/agency-widgets.js' as string);

const root = (id: string) => document.getElementById(id)!.shadowRoot!;
const buttons = (id: string) => [...root(id).querySelectorAll('button')];
const current = (id: string) => root(id).querySelector('button[aria-current="true"]')?.getAttribute('lang');
const label = (id: string) => root(id).querySelector('[role="group"]')?.getAttribute('aria-label');

describe('<agency-language-switch>', () => {
  before(async () => {
    for (const id of ['first', 'second', 'german']) await renderedRoot(`#${id}`);
  });

  it('offers the enabled languages in an open shadow root, each named in itself', () => {
    expect(buttons('first').map((button) => button.textContent)).to.deep.equal([
      'NL Nederlands',
      'FR Français',
      'EN English',
      'DE Deutsch',
    ]);
    expect(buttons('first').map((button) => button.lang)).to.deep.equal(['nl', 'fr', 'en', 'de']);
  });

  it('starts in the browser language (Chromium here: English) and marks it as current', () => {
    expect(current('first')).to.equal('en');
    expect(label('first')).to.equal('Choose your language');
  });

  it('renders an element with its own lang attribute in that language', () => {
    expect(label('german')).to.equal('Wählen Sie Ihre Sprache');
  });

  it('switches every element at once, remembers the choice and emits agency-language-change', async () => {
    buttons('first')[1]!.click(); // FR
    await until(() => current('second') === 'fr', 4000, 'the second switch to follow');
    // the same render that moved aria-current changed the texts: no mixed-language frame
    expect(current('first')).to.equal('fr');
    expect(label('first')).to.equal('Choisissez votre langue');
    expect(label('second')).to.equal('Choisissez votre langue');
    expect(label('german')).to.equal('Wählen Sie Ihre Sprache'); // its own lang wins
    expect(localStorage.getItem('i18nextLng')).to.equal('fr');
    expect(languageEvents.map((event) => event.detail)).to.deep.equal([{ language: 'fr', previous: 'en' }]);
    expect(languageEvents[0]!.target).to.equal(document.getElementById('first'));
  });

  it('follows the page again when its own lang attribute is removed', async () => {
    document.getElementById('german')!.removeAttribute('lang');
    expect(await until(() => label('german') === 'Choisissez votre langue' && label('german'))).to.be.a('string');
  });

  it('offers only the languages of its languages attribute, and all again when it is removed', async () => {
    const element = document.getElementById('second')!;
    element.setAttribute('languages', 'nl, FR');
    await until(() => buttons('second').length === 2, 4000, 'two buttons');
    expect(buttons('second').map((button) => button.lang)).to.deep.equal(['nl', 'fr']);
    element.removeAttribute('languages');
    await until(() => buttons('second').length === 4, 4000, 'four buttons');
  });

  it('follows changes of <agency-config>: a language no longer enabled gives way to the default', async () => {
    const config = document.querySelector('agency-config')!;
    config.setAttribute('languages', 'nl,de');
    await until(() => buttons('first').length === 2, 4000, 'two buttons');
    expect(current('first')).to.equal('nl');
    config.setAttribute('languages', 'nl,fr,en,de');
    await until(() => buttons('first').length === 4, 4000, 'four buttons');
  });

  it('defines a tag that is added to the page later', async () => {
    const late = document.createElement('agency-language-switch');
    late.id = 'late';
    document.querySelector('main')!.append(late);
    await renderedRoot('#late');
    expect(buttons('late').length).to.equal(4);
  });

  it('has no accessibility violation (axe-core)', async () => {
    expect(await axeViolations(document)).to.deep.equal([]);
  });
});
