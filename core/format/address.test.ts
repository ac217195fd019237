import { describe, expect, it } from 'vitest';
import { type AddressSource, addressText } from './address.ts';

const property: AddressSource = {
  PublishAddress: true,
  Street: 'Kerkstraat',
  HouseNumber: '12',
  BoxNr: '3',
  Zip: '2000',
  City: 'ANTWERPEN',
  CountryID: 10,
  CountryName: 'België',
};

const project: AddressSource = {
  PublicAddress: true,
  Street: 'Rue de la Loi',
  HouseNumber: '155',
  BoxNr: null,
  Zip: '1040',
  City: 'etterbeek',
  CountryID: 10,
  CountryName: 'Belgique',
};

describe('addressText', () => {
  it.each([
    ['published property', property, {}, 'Kerkstraat 12 bus 3, 2000 Antwerpen'],
    ['unpublished property', { ...property, PublishAddress: false }, {}, '2000 Antwerpen'],
    ['published property, hide city', property, { hideCity: true }, ''],
    ['unpublished property, hide city', { ...property, PublishAddress: false }, { hideCity: true }, ''],
    ['published project', project, {}, 'Rue de la Loi 155, 1040 Etterbeek'],
    ['unpublished project', { ...project, PublicAddress: false }, {}, '1040 Etterbeek'],
    ['unpublished project, hide city', { ...project, PublicAddress: false }, { hideCity: true }, ''],
    // the flag of the other entity does not publish an address
    ['project flag missing', { ...project, PublicAddress: undefined, PublishAddress: undefined }, {}, '1040 Etterbeek'],
  ] as const)('%s → %j', (_, source, opts, expected) => {
    expect(addressText(source, opts)).toBe(expected);
  });

  it.each([
    ['nl', 'Kerkstraat 12 bus 3, 2000 Antwerpen'],
    ['fr', 'Kerkstraat 12 bte 3, 2000 Antwerpen'],
    ['en', 'Kerkstraat 12 box 3, 2000 Antwerpen'],
    ['de', 'Kerkstraat 12 Bfk. 3, 2000 Antwerpen'],
    ['xx', 'Kerkstraat 12 bus 3, 2000 Antwerpen'],
  ])('the box word in %s', (lang, expected) => {
    expect(addressText(property, { lang })).toBe(expected);
  });

  it('keeps a box the CRM wrote with its word', () => {
    expect(addressText({ ...property, BoxNr: 'bus 0101' }, { lang: 'fr' })).toBe('Kerkstraat 12 bus 0101, 2000 Antwerpen');
    expect(addressText({ ...property, BoxNr: 'Bte 2' })).toBe('Kerkstraat 12 Bte 2, 2000 Antwerpen');
    expect(addressText({ ...property, BoxNr: 'Bfk. 4' }, { lang: 'nl' })).toBe('Kerkstraat 12 Bfk. 4, 2000 Antwerpen');
  });

  it('leaves out what is missing', () => {
    expect(addressText({ ...property, BoxNr: '' })).toBe('Kerkstraat 12, 2000 Antwerpen');
    expect(addressText({ ...property, HouseNumber: null, BoxNr: null })).toBe('Kerkstraat, 2000 Antwerpen');
    expect(addressText({ ...property, Street: null })).toBe('2000 Antwerpen');
    expect(addressText({ ...property, Zip: null })).toBe('Kerkstraat 12 bus 3, Antwerpen');
    expect(addressText({ ...property, City: '  ' })).toBe('Kerkstraat 12 bus 3, 2000');
    expect(addressText({ ...property, Street: '  Kerkstraat  ', HouseNumber: ' 12 ' })).toBe('Kerkstraat 12 bus 3, 2000 Antwerpen');
  });

  it('formats the city and names a foreign country', () => {
    const luxembourg = { ...property, Street: 'Rue du Fort', Zip: 'L-1234', City: 'LUXEMBOURG', CountryID: 50, CountryName: 'Luxembourg' };
    expect(addressText(luxembourg, { lang: 'fr' })).toBe('Rue du Fort 12 bte 3, L-1234 Luxembourg (Luxembourg)');
    expect(addressText({ ...property, City: "'S-GRAVENWEZEL", Zip: '2970', PublishAddress: false })).toBe("2970 's-Gravenwezel");
  });

  // The CRM names the country in one language; the ids spec §3 knows are named in the visitor's.
  it.each([
    [50, 'Luxembourg', 'nl', '9000 Esch-sur-Alzette (Luxemburg)'],
    [50, 'Luxembourg', 'fr', '9000 Esch-sur-Alzette (Luxembourg)'],
    [50, 'Luxemburg', 'en', '9000 Esch-sur-Alzette (Luxembourg)'],
    [50, 'Luxembourg', 'de', '9000 Esch-sur-Alzette (Luxemburg)'],
    [50, null, 'nl', '9000 Esch-sur-Alzette (Luxemburg)'],
    ['50', 'Luxembourg', 'de', '9000 Esch-sur-Alzette (Luxemburg)'],
    [10, 'België', 'fr', '9000 Esch-sur-Alzette'],
    [30, 'France', 'nl', '9000 Esch-sur-Alzette (France)'],
    [30, null, 'nl', '9000 Esch-sur-Alzette'],
  ])('country %j named %j on a %s page → %j', (CountryID, CountryName, lang, expected) => {
    const place = { ...property, PublishAddress: false, Zip: '9000', City: 'ESCH-SUR-ALZETTE', CountryID, CountryName } as never;
    expect(addressText(place, { lang })).toBe(expected);
  });

  it('never throws on what is not an address', () => {
    expect(addressText(null as never)).toBe('');
    expect(addressText('x' as never)).toBe('');
    expect(addressText(property, null as never)).toBe('Kerkstraat 12 bus 3, 2000 Antwerpen');
  });
});
