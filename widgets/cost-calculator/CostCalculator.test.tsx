import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { property, stubApi } from '../testing/stub-api.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';

let restore: (() => void) | undefined;
beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
});
afterEach(() => {
  restore?.();
  restore = undefined;
});

const show = (props: CostCalculatorProps = {}, language: Language = 'en') =>
  renderInLanguage(<CostCalculator headingLevel={2} host={document.createElement('div')} language={language} {...props} />, language);

/** The figure in the row named `name`. */
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).nextElementSibling?.textContent;
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('CostCalculator', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    show({}, language);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(i18nFor(language)._('costCalculator.heading'));
    expect(heading.textContent).not.toBe('costCalculator.heading');
  });

  it('starts from the price and postal code it is given: a sole own home in Flanders, 2 %', () => {
    show({ price: 300_000, postalCode: '9000' });
    expect(row('Registration duties')).toBe(formatEuro(6_000, 'en'));
    expect(screen.getByRole('rowheader', { name: /^Registration duties/ }).textContent).toContain('2%');
    expect(row('Total, price and costs')).not.toBe('–');
  });

  it('follows the situation the visitor sets: not the sole own home, then a new build', () => {
    show({ price: 300_000, postalCode: '9000' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(row('Registration duties')).toBe(formatEuro(36_000, 'en'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A new build sold with VAT' }));
    expect(row('VAT on the new build')).toBe(formatEuro(63_000, 'en'));
    expect(screen.queryByRole('rowheader', { name: /^Registration duties/ })).toBeNull();
  });

  it('shows no monthly payment until the visitor types a rate, and no rate of its own', () => {
    show({ price: 300_000, postalCode: '1050' });
    type('Amount you borrow', '200.000');
    expect(row('Monthly payment')).toBe('–');
    expect((screen.getByLabelText('Yearly interest rate (%)') as HTMLInputElement).value).toBe('');
    type('Yearly interest rate (%)', '3');
    type('Term in years', '20');
    expect(row('Monthly payment')).toBe(formatEuro(1_105.15, 'en'));
    expect(row('Registration duty on the mortgage')).toBe(formatEuro(2_200, 'en'));
  });

  it('names the mortgage’s rates before a loan is typed, so its rows keep their words as one is', () => {
    show({ price: 300_000, postalCode: '9000' });
    const labels = () => ['Registration duty on the mortgage', 'Mortgage registration fee'].map((name) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).textContent);
    const before = labels();
    expect(before).toEqual(['Registration duty on the mortgage (1%)', 'Mortgage registration fee (0.3%)']);
    expect(row('Registration duty on the mortgage')).toBe('–');
    type('Amount you borrow', '200000');
    expect(row('Registration duty on the mortgage')).toBe(formatEuro(2_200, 'en'));
    expect(labels()).toEqual(before);
  });

  it('keeps every row whatever is typed, so nothing below moves', () => {
    show();
    const rows = screen.getAllByRole('row').length;
    type('Price', '350000');
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    // as a visitor picks an option (fireEvent.change does not reach a select in happy-dom)
    region.value = 'wallonia';
    region.dispatchEvent(new Event('change', { bubbles: true }));
    type('Amount you borrow', '250000');
    expect(screen.getAllByRole('row')).toHaveLength(rows);
    expect(row('Registration duties')).toBe(formatEuro(10_500, 'en'));
  });

  it('says what it needs, and marks what it cannot read without losing it', () => {
    show();
    expect(screen.getByText('Choose the region of the property to see the estimate.')).toBeTruthy();
    type('Price', 'lots');
    const price = screen.getByLabelText('Price') as HTMLInputElement;
    expect(price.value).toBe('lots');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid number.')).toBeTruthy();
  });

  it('announces the new total politely once the visitor has changed something', async () => {
    show({ price: 300_000, postalCode: '9000' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(status.textContent).toContain(row('Total, price and costs')!));
  });

  it("starts from a property's published price and its region", async () => {
    const stub = stubApi({ '/properties/7': () => property(7, { Price: 250_000, Zip: '4000', Title: { en: 'House in Liège' } }) });
    restore = stub.restore;
    show({ propertyId: 7 });
    await screen.findByText('House in Liège');
    await waitFor(() => expect(row('Registration duties')).toBe(formatEuro(7_500, 'en')));
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('wallonia');
  });

  it('writes the price as the language writes numbers once the visitor leaves it, and keeps what it cannot read', () => {
    show({}, 'nl');
    const price = screen.getByLabelText('Prijs') as HTMLInputElement;
    type('Prijs', '314000');
    expect(price.value).toBe('314000');
    fireEvent.focusOut(price);
    expect(price.value).toBe('314.000');
    type('Prijs', '314 000 euro?');
    fireEvent.focusOut(price);
    expect(price.value).toBe('314 000 euro?');
  });

  it('says why the duties are what they are, and what the listing’s own figures assume', () => {
    show({ price: 330_000, postalCode: '1030', agencyDuties: 41_250, agencyNotary: 6_150 });
    expect(row('Registration duties')).toBe(formatEuro(16_250, 'en'));
    const why = document.body.querySelector('[part="why"]')!.textContent!;
    expect(why).toContain(`the first ${formatEuro(200_000, 'en')} of the price of your only home are free of duties when it costs at most ${formatEuro(600_000, 'en')}`);
    expect(why).toContain(`registration duties, ${formatEuro(41_250, 'en')}, is what a buyer pays for whom it will not be their only home`);
    expect(why).toContain(`for the notary, ${formatEuro(6_150, 'en')} with VAT, does not say how it was reckoned`);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(row('Registration duties')).toBe(formatEuro(41_250, 'en'));
    expect(document.body.querySelector('[part="why"]')!.textContent).toContain(`The agency’s figure for the registration duties is the same: ${formatEuro(41_250, 'en')}.`);
  });

  it("leaves the price to the visitor when the agency does not publish it", async () => {
    const stub = stubApi({ '/properties/8': () => property(8, { PublishPrice: false, Price: null, Title: { en: 'On request' } }) });
    restore = stub.restore;
    show({ propertyId: 8 });
    await screen.findByText('On request');
    await screen.findByText('Type the price to see the estimate.');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('');
  });
});
