import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems, informalWords, withFrenchTypography } from './text-style.ts';

const N = '\u202f';

describe('informalWords', () => {
  it.each([
    ['nl', 'Kies je taal', ['je']],
    ['nl', 'Kies uw taal', []],
    ['nl', 'Wij nemen contact met jullie op', ['jullie']],
    ['nl', 'Jeugdhuis en Jette', []],
    ['de', 'Wähle deine Sprache', ['deine']],
    ['de', 'Wählen Sie Ihre Sprache', []],
    ['de', 'Du kannst', ['Du']],
    ['fr', 'Choisis ta langue, toi', ['toi']],
    ['fr', 'Choisissez votre langue', []],
    ['en', 'Choose your language', []],
  ])('%s: %j → %j', (language, text, expected) => {
    expect(informalWords(language, text)).toEqual(expected);
  });
});

describe('French typography', () => {
  it.each([
    [`Vous pouvez aussi nous appeler${N}:`, []],
    ['Vous pouvez aussi nous appeler :', ['no narrow no-break space before ":"']],
    ["l'Escaut", ['a straight apostrophe']],
    [`Horaires 10:00–13:00, https://www.example.be/?q=1#x`, []],
    [`«${N}Paramètres des cookies${N}»`, []],
    ['Découvrez nos biens&nbsp;!', ['no narrow no-break space before "!"']],
  ])('%j → %j', (text, expected) => {
    expect(frenchTypographyProblems(text).map((problem) => problem.replace(/: ".*$/, ''))).toEqual(expected);
  });

  it.each([
    ["Sur les quais de l'Escaut : tram 4 ; vue !", `Sur les quais de l’Escaut${N}: tram 4${N}; vue${N}!`],
    ['Pourquoi?', `Pourquoi${N}?`],
    ['« Paramètres des cookies »', `«${N}Paramètres des cookies${N}»`],
    ['Vendu\u00a0: douze appartements', `Vendu${N}: douze appartements`],
    ['de 10:00 à 13:00, https://immo.example/a?b', 'de 10:00 à 13:00, https://immo.example/a?b'],
  ])('repairs %j', (text, expected) => {
    expect(withFrenchTypography(text)).toBe(expected);
    expect(frenchTypographyProblems(withFrenchTypography(text))).toEqual([]);
  });
});
