import { describe, expect, it } from 'vitest';
import { formatCity } from './city.ts';

describe('formatCity', () => {
  it.each([
    ['ANTWERPEN', 'Antwerpen'],
    ['gent', 'Gent'],
    ['SINT-MARTENS-LATEM', 'Sint-Martens-Latem'],
    ['knokke-heist', 'Knokke-Heist'],
    ['la louvière', 'La Louvière'],
    ['LA LOUVIÈRE', 'La Louvière'],
    ['ÉCAUSSINNES', 'Écaussinnes'],
    ['  sint   niklaas ', 'Sint Niklaas'],
    ['Bruxelles (Ixelles)', 'Bruxelles (Ixelles)'],
    ['', ''],
  ])('%j → %j', (city, expected) => {
    expect(formatCity(city)).toBe(expected);
  });

  it.each([
    ["'S-GRAVENWEZEL"],
    ["'s-gravenwezel"],
    ["'s-Gravenwezel"],
    ['’S-GRAVENWEZEL'],
    ["'s Gravenwezel"],
    ['S-GRAVENWEZEL'],
  ])('keeps the special spelling of %j', (city) => {
    expect(formatCity(city)).toBe("'s-Gravenwezel");
  });

  it('title-casing alone would capitalise the elided article', () => {
    expect(formatCity("'S-HERENELDEREN")).toBe("'S-Herenelderen");
  });

  it.each([
    ['Antwerpen', 10, 'België', 'Antwerpen'],
    ['Antwerpen', undefined, undefined, 'Antwerpen'],
    ['Antwerpen', null, 'België', 'Antwerpen'],
    ['LUXEMBOURG', 50, 'Luxembourg', 'Luxembourg (Luxembourg)'],
    ['esch-sur-alzette', 50, 'Luxembourg', 'Esch-Sur-Alzette (Luxembourg)'],
    ['Lille', 30, ' France ', 'Lille (France)'],
    ['Lille', 30, null, 'Lille'],
    ['Lille', 30, '', 'Lille'],
    ['Lille', '10', 'France', 'Lille'],
  ])('%j in country %j (%j) → %j', (city, countryId, countryName, expected) => {
    expect(formatCity(city, countryId, countryName)).toBe(expected);
  });

  it.each([[null], [undefined], [42], [{}]])('not a name: %j → empty', (city) => {
    expect(formatCity(city, 50, 'Luxembourg')).toBe('');
  });
});
