import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from './fields.ts';
import { DEPOSIT_MONTHS, RENTAL_REGIONS, rentalAsk, rentalDeposit, rentalFields, rentalFieldsEverywhere, rentalRegionOf, rentalTerms } from './rental.ts';
import { formFields } from './schema.ts';
import { FORMS, validateForm } from './forms.ts';

const asked = (region: (typeof RENTAL_REGIONS)[number]) =>
  Object.fromEntries(rentalFields(region).filter((field) => field.kind !== 'captcha').map((field) => [field.name, field.required ? 'required' : 'optional']));

describe('rentalRegionOf', () => {
  it.each([
    [{ Zip: '1050', CountryID: 10 }, 'brussels'],
    [{ Zip: '2000', CountryID: 10 }, 'flanders'],
    [{ Zip: '4000', CountryID: 10 }, 'wallonia'],
    [{ Zip: '1300', CountryID: 10 }, 'wallonia'],
    [{ Zip: '9050', CountryID: 50 }, 'luxembourg'],
    [{ Zip: null, CountryID: 10 }, null],
  ])('%j → %s', (property, region) => {
    expect(rentalRegionOf(property)).toBe(region);
  });
});

describe('what a rental application asks, by region', () => {
  it('Brussels (art. 200ter): name, a way to reach, household and resources; no CV, pets or reason', () => {
    expect(asked('brussels')).toEqual({
      propertyId: 'required',
      title: 'optional',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      street: 'optional',
      houseNumber: 'optional',
      zip: 'optional',
      city: 'optional',
      adults: 'required',
      kids: 'optional',
      moveDate: 'optional',
      incomePerson1: 'required',
      incomePerson2: 'optional',
      remark: 'optional',
    });
  });

  it('Flanders (art. 7): what is necessary; pets may be stated, no CV, no reason', () => {
    const fields = asked('flanders');
    expect(fields).toMatchObject({ pets: 'optional', incomePerson1: 'required', street: 'optional' });
    expect(fields).not.toHaveProperty('cv');
    expect(fields).not.toHaveProperty('reason');
  });

  it.each(['wallonia', 'luxembourg'] as const)('%s: the spec fields, the CV and pets optional', (region) => {
    expect(asked(region)).toMatchObject({ cv: 'optional', pets: 'optional', reason: 'optional', street: 'required', incomePerson1: 'required' });
  });

  it.each(RENTAL_REGIONS)('%s: the spec fields are the most it asks; the CV and pets are never required', (region) => {
    const spec = FORMS.rental.fields.map((field) => field.name);
    for (const field of rentalFields(region)) expect(spec).toContain(field.name);
    expect(rentalAsk(region, 'cv')).not.toBe('required');
    expect(rentalAsk(region, 'pets')).not.toBe('required');
    expect(rentalAsk(region, 'nationalNumber')).toBe('omitted');
    expect(formFields(FORMS.rental, { region })).toBe(rentalFields(region));
  });
});

describe('validateForm with the region', () => {
  const application = {
    propertyId: 5,
    title: 'ms',
    firstName: 'Lies',
    lastName: 'Janssens',
    email: 'lies@example.be',
    phone: '0470 11 22 33',
    adults: 2,
    incomePerson1: '2.850',
  };

  it('Brussels: refuses a CV and pets, and needs no address', () => {
    expect(validateForm('rental', application, { region: 'brussels' })).toMatchObject({ ok: true });
    const result = validateForm('rental', { ...application, pets: 'een kat', cv: { name: 'cv.pdf', size: 1000, type: 'application/pdf' } }, { region: 'brussels' });
    expect(result).toEqual({ ok: false, errors: { pets: 'validation.unknownField', cv: 'validation.unknownField' } });
  });

  it('Wallonia: needs the address, takes a CV', () => {
    expect(validateForm('rental', application, { region: 'wallonia' })).toMatchObject({ ok: false, errors: { street: 'validation.addressRequired' } });
    const full = { ...application, street: 'Rue Haute', houseNumber: '4', zip: '4000', city: 'Liège', cv: { name: 'cv.pdf', size: CV_MAX_BYTES, type: 'application/pdf' } };
    expect(validateForm('rental', full, { region: 'wallonia' })).toMatchObject({ ok: true });
  });
});

describe('rentalDeposit: the months and the amount from one rule', () => {
  const at = (Price: number | null, DepositAmount: number | null, PublishPrice = true) => ({ Price, PublishPrice, DepositAmount });

  it.each([
    // the legal maximum: 3 months in Flanders and Luxembourg, 2 in Brussels and Wallonia
    ['flanders', at(950, null), { months: 3, amount: 2850 }],
    ['luxembourg', at(950, null), { months: 3, amount: 2850 }],
    ['brussels', at(950, null), { months: 2, amount: 1900 }],
    ['wallonia', at(950, null), { months: 2, amount: 1900 }],
    // the CRM's deposit, a whole number of months within the maximum: what the landlord asks
    ['flanders', at(950, 2850), { months: 3, amount: 2850 }],
    ['flanders', at(950, 1900), { months: 2, amount: 1900 }],
    ['flanders', at(950, 950), { months: 1, amount: 950 }],
    ['brussels', at(1450, 2900), { months: 2, amount: 2900 }],
    ['brussels', at(1450, 1450), { months: 1, amount: 1450 }],
    ['wallonia', at(800, 1600), { months: 2, amount: 1600 }],
    // one month over the maximum (the Brussels flat at € 1,450 with € 4,350 in the CRM): the law's maximum
    ['brussels', at(1450, 4350), { months: 2, amount: 2900 }],
    ['wallonia', at(800, 2400), { months: 2, amount: 1600 }],
    ['flanders', at(950, 3800), { months: 3, amount: 2850 }],
    // not a whole number of months: the label could not say it
    ['flanders', at(950, 2000), { months: 3, amount: 2850 }],
    ['brussels', at(1450, 2899), { months: 2, amount: 2900 }],
    // half a month is no month
    ['flanders', at(950, 475), { months: 3, amount: 2850 }],
    // cents: three months of € 983.33 recorded as € 2,949.99
    ['flanders', at(983.33, 2949.99), { months: 3, amount: 2949.99 }],
    // no published rent: the months only (an amount would tell the rent)
    ['flanders', at(950, 2850, false), { months: 3, amount: null }],
    ['brussels', at(null, 2900), { months: 2, amount: null }],
    ['wallonia', at(0, null), { months: 2, amount: null }],
  ] as const)('%s, %j → %j', (region, property, deposit) => {
    expect(rentalDeposit(property, region)).toEqual(deposit);
  });

  it('never more months than the region allows, whatever the CRM says', () => {
    for (const region of RENTAL_REGIONS) {
      for (let recorded = 0; recorded <= 6000; recorded += 50) {
        const { months, amount } = rentalDeposit(at(1000, recorded), region);
        expect(months).toBeLessThanOrEqual(DEPOSIT_MONTHS[region]);
        expect(amount).toBe(months * 1000);
      }
    }
  });
});

describe('rentalTerms (spec §9)', () => {
  const property = { Price: 950, PublishPrice: true, ChargesRenter: 75, DepositAmount: null, Inventory: true };

  it.each([
    ['flanders', 3, 2850],
    ['luxembourg', 3, 2850],
    ['brussels', 2, 1900],
    ['wallonia', 2, 1900],
  ] as const)('%s: the deposit is %i months, %d euros', (region, months, amount) => {
    expect(rentalTerms(property, region)).toEqual([
      { message: 'terms.rental.firstMonthRent', amount: 950 },
      { message: 'terms.rental.firstMonthCharges', amount: 75 },
      { message: 'terms.rental.deposit', values: { months }, amount },
      { message: 'terms.rental.inventoryShare', amount: null },
    ]);
  });

  it("shows only what the property's data has: no rent, and so no deposit amount, it does not publish", () => {
    expect(rentalTerms({ Price: 950, PublishPrice: false, ChargesRenter: null, DepositAmount: 1800, Inventory: null }, 'flanders')).toEqual([
      { message: 'terms.rental.deposit', values: { months: 3 }, amount: null },
    ]);
    expect(rentalTerms({ Price: null, PublishPrice: true, ChargesRenter: null, DepositAmount: null, Inventory: false }, 'brussels')).toEqual([
      { message: 'terms.rental.deposit', values: { months: 2 }, amount: null },
    ]);
  });
});

describe('rentalFieldsEverywhere: a form before its property is known', () => {
  it('asks only what every region allows: no CV, pets or reason (Brussels), the address optional', () => {
    const fields = Object.fromEntries(rentalFieldsEverywhere().map((field) => [field.name, field.required]));
    for (const region of RENTAL_REGIONS) for (const name of Object.keys(fields)) expect(rentalAsk(region, name)).not.toBe('omitted');
    expect(fields).not.toHaveProperty('cv');
    expect(fields).not.toHaveProperty('pets');
    expect(fields).not.toHaveProperty('reason');
    expect(fields).toMatchObject({ street: false, adults: true, incomePerson1: true });
  });
});
