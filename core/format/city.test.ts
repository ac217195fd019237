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
    // the words that join the parts of a hyphenated name stay in lower case
    ['LOUVAIN-LA-NEUVE', 'Louvain-la-Neuve'],
    ['Louvain-La-Neuve', 'Louvain-la-Neuve'],
    ['ottignies-louvain-la-neuve', 'Ottignies-Louvain-la-Neuve'],
    ['BRAINE-LE-COMTE', 'Braine-le-Comte'],
    ['fosses-la-ville', 'Fosses-la-Ville'],
    ['WOLUWE-SAINT-PIERRE', 'Woluwe-Saint-Pierre'],
    ['les bons villers', 'Les Bons Villers'],
    ['FRASNES-LEZ-ANVAING', 'Frasnes-lez-Anvaing'],
    ['ham-sur-heure-nalinnes', 'Ham-sur-Heure-Nalinnes'],
    ['PONT-À-CELLES', 'Pont-à-Celles'],
    ['aische-en-refail', 'Aische-en-Refail'],
    ['marchienne-au-pont', 'Marchienne-au-Pont'],
    ['cul-des-sarts', 'Cul-des-Sarts'],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ['mont-de-l’enclus', 'Mont-de-l’Enclus'],
    ['SINT-JOOST-TEN-NODE', 'Sint-Joost-ten-Node'],
    ['heist-op-den-berg', 'Heist-op-den-Berg'],
    ['LA HULPE', 'La Hulpe'],
    ['DE PANNE', 'De Panne'],
    ['nazareth-de pinte', 'Nazareth-De Pinte'],
    ['NEDER-OVER-HEEMBEEK', 'Neder-Over-Heembeek'],
    ['sint-lievens-houtem', 'Sint-Lievens-Houtem'],
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
    ['esch-sur-alzette', 50, 'Luxembourg', 'Esch-sur-Alzette (Luxembourg)'],
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
