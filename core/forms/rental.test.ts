import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from './fields.ts';
import { RENTAL_REGIONS, rentalAsk, rentalFields, rentalRegionOf, rentalTerms } from './rental.ts';
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
      title: 'required',
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

describe('rentalTerms (spec §9)', () => {
  const property = { Price: 950, PublishPrice: true, ChargesRenter: 75, DepositAmount: null, Inventory: true };

  it.each([
    ['flanders', "terms.rental.deposit", 2850],
    ['luxembourg', "terms.rental.deposit", 2850],
    ['brussels', 'terms.rental.depositTwoMonths', 1900],
    ['wallonia', 'terms.rental.depositTwoMonths', 1900],
  ] as const)('%s: the deposit is %s, %d euros', (region, message, amount) => {
    expect(rentalTerms(property, region)).toEqual([
      { message: 'terms.rental.firstMonthRent', amount: 950 },
      { message: 'terms.rental.firstMonthCharges', amount: 75 },
      { message, amount },
      { message: 'terms.rental.inventoryShare', amount: null },
    ]);
  });

  it("shows only what the property's data has: the deposit it names, no rent it does not publish", () => {
    expect(rentalTerms({ Price: 950, PublishPrice: false, ChargesRenter: null, DepositAmount: 1800, Inventory: null }, 'flanders')).toEqual([
      { message: 'terms.rental.deposit', amount: 1800 },
    ]);
    expect(rentalTerms({ Price: null, PublishPrice: true, ChargesRenter: null, DepositAmount: null, Inventory: false }, 'brussels')).toEqual([
      { message: 'terms.rental.depositTwoMonths', amount: null },
    ]);
  });
});
