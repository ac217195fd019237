// <agency-cost-calculator> as a page gets it: from the built bundle in dist/, in each language.
import { expect } from 'chai';
import { axeViolations, renderedRoot, until } from '../testing/browser.ts';

localStorage.clear();
document.title = 'What it costs to buy';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de"></agency-config>
  <main>
    <agency-cost-calculator id="en" heading-level="1" price="300000" postal-code="9000"></agency-cost-calculator>
    <agency-cost-calculator id="nl" lang="nl" price="300000" postal-code="9000"></agency-cost-calculator>
    <agency-cost-calculator id="fr" lang="fr" price="450000" postal-code="1050" new-build></agency-cost-calculator>
    <agency-cost-calculator id="de" lang="de"></agency-cost-calculator>
  </main>`;

await import('/dist/agency-widgets.js' as string);

const root = (id: string) => document.getElementById(id)!.shadowRoot!;
const field = (id: string, name: string) => root(id).querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const figures = (id: string) => [...root(id).querySelectorAll('tbody td')].map((cell) => cell.textContent);
/** The figure of the row whose heading starts with `label`. */
const figure = (id: string, label: string) =>
  [...root(id).querySelectorAll('tbody tr')]
    .find((row) => row.querySelector('th')?.textContent?.startsWith(label))
    ?.querySelector('td')
    ?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

function type(input: HTMLInputElement, value: string) {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<agency-cost-calculator>', () => {
  before(async () => {
    for (const id of ['en', 'nl', 'fr', 'de']) await renderedRoot(`#${id}`);
  });

  it('shows the breakdown of its attributes in each language, numbers as the language writes them', async () => {
    await until(() => figure('en', 'Registration duties') === '€6,000');
    expect(figure('nl', 'Registratierechten')).to.equal('€ 6.000');
    await until(() => figure('fr', 'TVA sur la construction neuve') === '94 500 €');
    expect(figures('de').every((cell) => cell === '–')).to.equal(true);
  });

  it('says on screen that it is an estimate, of which date, and shows no rate of its own', () => {
    const notes = root('en').querySelector('[part="notes"]')!.textContent!;
    expect(notes).to.match(/This is an estimate by the rules in force on \d{1,2} \w+ 20\d\d/);
    expect(field('en', 'rate').value).to.equal('');
    expect(figure('en', 'Monthly payment')).to.equal('–');
  });

  it('works out the monthly payment from the rate the visitor types, and moves nothing below while it does', async () => {
    const notes = root('en').querySelector('[part="notes"]')!;
    // measured from the element's own top: typing may scroll the page
    const offset = () => notes.getBoundingClientRect().top - document.getElementById('en')!.getBoundingClientRect().top;
    const before = offset();
    type(field('en', 'borrowed'), '200000');
    type(field('en', 'rate'), '3');
    type(field('en', 'years'), '20');
    await until(() => figure('en', 'Monthly payment') === '€1,105.15');
    expect(offset()).to.equal(before);
  });

  it('announces the new total politely', async () => {
    const status = root('en').querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).to.equal('polite');
    await until(() => status.textContent?.includes(figure('en', 'Total, price and costs')!), 5000, 'the total to be announced');
  });

  it('keeps what the visitor typed wrong and says what is wrong', async () => {
    type(field('de', 'price'), 'viel');
    await until(() => field('de', 'price').getAttribute('aria-invalid') === 'true');
    expect(field('de', 'price').value).to.equal('viel');
    expect(root('de').textContent).to.contain('Bitte geben Sie eine gültige Zahl ein.');
  });

  it('has no accessibility violation', async () => {
    expect(await axeViolations()).to.deep.equal([]);
  });
});
