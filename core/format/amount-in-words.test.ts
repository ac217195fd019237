import { describe, expect, it } from 'vitest';
import { amountInWords, amountWordsMatch } from './amount-in-words.ts';

// As notaries, banks and cheques write them; French as written in Belgium.
const TABLE: readonly [number, string, string, string, string][] = [
  [0, 'nul euro', 'zéro euro', 'null Euro', 'zero euros'],
  [1, 'een euro', 'un euro', 'ein Euro', 'one euro'],
  [17, 'zeventien euro', 'dix-sept euros', 'siebzehn Euro', 'seventeen euros'],
  [21, 'eenentwintig euro', 'vingt et un euros', 'einundzwanzig Euro', 'twenty-one euros'],
  [22, 'tweeëntwintig euro', 'vingt-deux euros', 'zweiundzwanzig Euro', 'twenty-two euros'],
  [70, 'zeventig euro', 'septante euros', 'siebzig Euro', 'seventy euros'],
  [71, 'eenenzeventig euro', 'septante et un euros', 'einundsiebzig Euro', 'seventy-one euros'],
  [80, 'tachtig euro', 'quatre-vingts euros', 'achtzig Euro', 'eighty euros'],
  [81, 'eenentachtig euro', 'quatre-vingt-un euros', 'einundachtzig Euro', 'eighty-one euros'],
  [93, 'drieënnegentig euro', 'nonante-trois euros', 'dreiundneunzig Euro', 'ninety-three euros'],
  [100, 'honderd euro', 'cent euros', 'einhundert Euro', 'one hundred euros'],
  [101, 'honderdeen euro', 'cent un euros', 'einhunderteins Euro', 'one hundred one euros'],
  [200, 'tweehonderd euro', 'deux cents euros', 'zweihundert Euro', 'two hundred euros'],
  [1000, 'duizend euro', 'mille euros', 'eintausend Euro', 'one thousand euros'],
  [1999, 'duizendnegenhonderdnegenennegentig euro', 'mille neuf cent nonante-neuf euros', 'eintausendneunhundertneunundneunzig Euro', 'one thousand nine hundred ninety-nine euros'],
  [80000, 'tachtigduizend euro', 'quatre-vingt mille euros', 'achtzigtausend Euro', 'eighty thousand euros'],
  [200000, 'tweehonderdduizend euro', 'deux cent mille euros', 'zweihunderttausend Euro', 'two hundred thousand euros'],
  [250000, 'tweehonderdvijftigduizend euro', 'deux cent cinquante mille euros', 'zweihundertfünfzigtausend Euro', 'two hundred fifty thousand euros'],
  [349500, 'driehonderdnegenenveertigduizendvijfhonderd euro', 'trois cent quarante-neuf mille cinq cents euros', 'dreihundertneunundvierzigtausendfünfhundert Euro', 'three hundred forty-nine thousand five hundred euros'],
  [475000, 'vierhonderdvijfenzeventigduizend euro', 'quatre cent septante-cinq mille euros', 'vierhundertfünfundsiebzigtausend Euro', 'four hundred seventy-five thousand euros'],
  [1000000, 'een miljoen euro', 'un million euros', 'eine Million Euro', 'one million euros'],
  [1250000, 'een miljoen tweehonderdvijftigduizend euro', 'un million deux cent cinquante mille euros', 'eine Million zweihundertfünfzigtausend Euro', 'one million two hundred fifty thousand euros'],
  [2380000, 'twee miljoen driehonderdtachtigduizend euro', 'deux millions trois cent quatre-vingt mille euros', 'zwei Millionen dreihundertachtzigtausend Euro', 'two million three hundred eighty thousand euros'],
  [250000.5, 'tweehonderdvijftigduizend euro en vijftig cent', 'deux cent cinquante mille euros et cinquante cents', 'zweihundertfünfzigtausend Euro und fünfzig Cent', 'two hundred fifty thousand euros and fifty cents'],
];

describe('amountInWords', () => {
  it.each(TABLE)('%d', (value, nl, fr, de, en) => {
    expect(amountInWords(value, 'nl')).toBe(nl);
    expect(amountInWords(value, 'fr')).toBe(fr);
    expect(amountInWords(value, 'de')).toBe(de);
    expect(amountInWords(value, 'en')).toBe(en);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e12])('%d is no amount', (value) => {
    expect(amountInWords(value, 'nl')).toBeUndefined();
  });

  it('writes the largest amount below the limit', () => {
    expect(amountInWords(999_999_999_999, 'en')).toBe(
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine euros',
    );
  });
});

describe('amountWordsMatch', () => {
  it.each([
    ['Tweehonderdvijftigduizend euro', 250000, 'nl', true],
    ['tweehonderd vijftig duizend', 250000, 'nl', true],
    ['Deux cent cinquante mille euros', 250000, 'fr', true],
    ['deux-cent-cinquante-mille', 250000, 'fr', true],
    ['zweihundertfuenfzigtausend', 250000, 'de', false],
    ['zweihundertfünfzigtausend €', 250000, 'de', true],
    ['tweehonderdvijfenveertigduizend euro', 250000, 'nl', false],
    ['quatre-vingt-dix mille', 90000, 'fr', false],
    ['nonante mille', 90000, 'fr', true],
    ['', 250000, 'en', false],
  ] as const)('%j for %d in %s → %s', (typed, value, language, expected) => {
    expect(amountWordsMatch(typed, value, language)).toBe(expected);
  });
});
