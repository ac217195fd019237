// What the site tells Whise, case by case: a demand's search as SearchCriteria (one
// criterion per category it asks for), what SearchCriteria has no public field for in
// the Comments the agent reads, a lead's contact with the estate it is about.
import { describe, expect, it } from 'vitest';
import type { Demand } from '../../repositories/demands.ts';
import type { Lead } from '../../repositories/leads.ts';
import type { DemandContext } from '../connector.ts';
import { DEFAULT_LANGUAGE_IDS } from './connector.ts';
import { demandContact, demandLines, leadContact, searchCriteria } from './outbound.ts';

const OPTIONS = { agencyLanguage: 'nl' as const, languageIds: DEFAULT_LANGUAGE_IDS };
const demand = (data: Record<string, unknown>): Demand => ({
  id: 'd1',
  email: 'an.peeters@example.be',
  language: 'fr',
  frequency: 'daily',
  data: { firstName: 'An', lastName: 'Peeters', phone: '0475 12 34 56', ...data },
  createdAt: '2026-05-01T08:00:00Z',
  updatedAt: '2026-05-01T08:00:00Z',
});
const CONTEXT: DemandContext = {
  propertyTypes: [],
  regions: [
    { ID: 44021, ParentID: null, Name: { nl: 'Gent', fr: 'Gand' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9000', localities: ['Gent'] }] },
    { ID: 92094, ParentID: null, Name: { nl: 'Namen', fr: 'Namur' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '5000', localities: ['Namur'] }] },
  ],
};
const common = { PurposeId: 1, CountryId: 1 };

describe('a demand’s SearchCriteria', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>[]]>([
    ['a residential group: houses and flats', { goal: 'buy', propertyTypes: [1] }, [{ ...common, CategoryId: 1 }, { ...common, CategoryId: 2 }]],
    ['to rent, land', { goal: 'rent', propertyTypes: [4] }, [{ ...common, PurposeId: 2, CategoryId: 3 }]],
    ['a single type: its subcategory in its category', { goal: 'buy', types: [21] }, [{ ...common, CategoryId: 2, SubcategoryId: 21 }]],
    ['a single type and its whole group: the flats by the type, the houses whole', { goal: 'buy', propertyTypes: [1], types: [21] }, [{ ...common, CategoryId: 1 }, { ...common, CategoryId: 2, SubcategoryId: 21 }]],
    ['a group’s node of the type tree: its categories', { goal: 'buy', types: [1_001] }, [{ ...common, CategoryId: 1 }, { ...common, CategoryId: 2 }]],
    ['price, bedrooms, a garage and a terrace', { goal: 'buy', propertyTypes: [6], minPrice: 100_000, maxPrice: 300_000, minBedrooms: 2, garages: 1, terrace: true }, [{ ...common, CategoryId: 5, PriceMin: 100_000, PriceMax: 300_000, MinRooms: 2, Garage: true, Terrace: true }]],
    ['nothing of a type: one criterion of the rest', { goal: 'buy', maxPrice: 250_000 }, [{ ...common, PriceMax: 250_000 }]],
  ])('%s', (_name, data, expected) => {
    // exactly these fields: what the demand does not ask is left out
    const defined = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined));
    expect(searchCriteria(demand(data)).map(defined)).toEqual(expected);
  });
});

describe('what SearchCriteria has no public field for goes into Comments', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['its places, in the agent’s language', { zones: [44021, '5000'] }, ['Gemeenten: Gent, 5000']],
    ['a drawn area, in words, and the municipalities in it', { area: '51.06,3.7,51.1,3.7,51.1,3.75,51.06,3.75' }, [expect.stringMatching(/^Getekend gebied, 4 hoeken, ongeveer [\d.,]+ km²$/) as never, 'Gemeenten: Gent']],
    ['more than bedrooms and a garage', { maxBedrooms: 4, bathrooms: 2, parking: true, garden: true }, ['Hoogstens slaapkamers: 4', 'Badkamers minstens: 2', 'Parkeerplaats', 'Tuin']],
    ['a type Whise has no subcategory of ours for', { types: [999] }, ['Type: 999']],
  ])('%s', (_name, data, expected) => {
    expect(demandLines(demand({ goal: 'buy', ...data }), CONTEXT, 'nl')).toEqual(expected);
  });

  it('the contact of a demand: the person, their language, the subject, the search; changed, it says so', () => {
    const contact = demandContact(demand({ goal: 'buy', propertyTypes: [1], zones: [92094], newsletter: true }), CONTEXT, 'changed', OPTIONS);
    expect(contact).toMatchObject({ Name: 'Peeters', FirstName: 'An', PrivateEmail: 'an.peeters@example.be', PrivateTel: '0475 12 34 56', CountryId: 1, LanguageId: 'fr-BE', StatusId: 1, AgreementEmail: true });
    expect(contact.Comments).toBe('Zoekprofiel gewijzigd via de website\nGemeenten: Namen');
    expect(contact.SearchCriteria).toHaveLength(2);
  });
});

describe('a lead’s contact', () => {
  const lead = (changes: Partial<Lead>): Lead =>
    ({
      id: 1,
      kind: 'visit',
      language: 'en',
      propertyId: 3_400_001,
      projectId: null,
      data: { firstName: 'Tom', lastName: 'Maes', email: 'tom@example.be', phone: '0486 11 22 33', street: 'Kerkstraat', houseNumber: '4', zip: '9000', city: 'Gent', remark: 'Graag op zaterdag', timeSlots: ['morning'] },
      createdAt: '2026-05-01T08:00:00Z',
      ...changes,
    }) as Lead;

  it.each([
    ['about a listing', lead({}), { EstateIds: [3_400_001], LanguageId: 'en-GB' }],
    ['about a project: a project is an estate too', lead({ propertyId: null, projectId: 7_100_001, kind: 'info' }), { EstateIds: [7_100_001] }],
    ['about nothing', lead({ propertyId: null, kind: 'contact' }), {}],
  ])('%s', (_name, item, expected) => {
    const contact = leadContact(item, OPTIONS);
    expect(contact).toMatchObject({ Name: 'Maes', FirstName: 'Tom', PrivateEmail: 'tom@example.be', ...expected });
    if (!('EstateIds' in expected)) expect(contact).not.toHaveProperty('EstateIds');
    expect(String(contact.Comments).split('\n')[0]).toMatch(/via de website$/);
    expect(contact.Comments).toContain('Graag op zaterdag');
    expect(contact.Comments).toContain('Adres: Kerkstraat 4, 9000 Gent');
  });
});
