import { describe, expect, it } from 'vitest';
import { slugSegment, slugify } from './slug.ts';

describe('slugify (spec §2: no diacritics or punctuation, lower case, hyphens, slashes, final slash)', () => {
  it.each([
    [['Liège'], 'liege/'],
    [['Sint-Martens-Latem'], 'sint-martens-latem/'],
    [['Schaerbeek/Schaarbeek'], 'schaerbeek-schaarbeek/'],
    [['Bruxelles', 'Appartement lumineux avec terrasse 12'], 'bruxelles/appartement-lumineux-avec-terrasse-12/'],
    [["Rue de l'Église", 12], 'rue-de-leglise/12/'],
    [['Écaussinnes', 'Château-fort à rénover!'], 'ecaussinnes/chateau-fort-a-renover/'],
    [['Sankt Vith', 'Großes Haus, mit Garten'], 'sankt-vith/grosses-haus-mit-garten/'],
    [['Cœur de ville & Jardin'], 'coeur-de-ville-jardin/'],
    [['  Knokke-Heist  '], 'knokke-heist/'],
    [['A -- B'], 'a-b/'],
    [['St. Truiden'], 'st-truiden/'],
    [['ÉTÉ'], 'ete/'],
    [['één', 'twee'], 'een/twee/'],
    [['Fourons/Voeren', '', '!!', 'Maison'], 'fourons-voeren/maison/'],
    [[], ''],
    [['', '  ', '?!'], ''],
    [[null, undefined, {}, ['x'], Number.NaN, 4000], '4000/'],
  ] as const)('%j → %j', (segments, expected) => {
    expect(slugify(...segments)).toBe(expected);
  });

  it('only ever gives lower-case ASCII letters, digits, hyphens and slashes', () => {
    const slug = slugify('Ærøskøbing Łódź Straße ÿ ñ ç İstanbul', '“quotes” «guillemets» 50%');
    expect(slug).toMatch(/^[a-z0-9/-]+$/);
    expect(slug).toBe('aeroskobing-lodz-strasse-y-n-c-istanbul/quotes-guillemets-50/');
  });

  it('a segment never starts or ends with a hyphen', () => {
    expect(slugSegment('-Gent-')).toBe('gent');
    expect(slugSegment('/Brussel/')).toBe('brussel');
  });
});
