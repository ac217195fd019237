import { describe, expect, it } from 'vitest';
import {
  EPC_LABELS,
  EPC_SCALES,
  epcImage,
  epcLabel,
  epcLabelDisplay,
  epcScheme,
  epcStatusMessage,
  parseEpcLabel,
} from './epc.ts';

const flanders = (value: unknown) => epcLabel({ energyPerformance: value, zip: '2000', countryId: 10, epcLabelText: null });
const wallonia = (value: unknown) => epcLabel({ energyPerformance: value, zip: '5000', countryId: 10, epcLabelText: null });
const brussels = (value: unknown) => epcLabel({ energyPerformance: value, zip: '1000', countryId: 10, epcLabelText: null });

describe('epcLabel in Flanders: a_plus ≤ 0, then "<" steps of 100', () => {
  it.each([
    [-50, 'a_plus'],
    [0, 'a_plus'],
    [0.1, 'a'],
    [1, 'a'],
    [99, 'a'],
    [99.9, 'a'],
    [100, 'b'],
    [199, 'b'],
    [200, 'c'],
    [299, 'c'],
    [300, 'd'],
    [399, 'd'],
    [400, 'e'],
    [499, 'e'],
    [500, 'f'],
    [1200, 'f'],
  ])('%j kWh/m².year → %s', (value, label) => {
    expect(flanders(value)).toBe(label);
  });
});

describe('epcLabel in Wallonia: "≤" bounds', () => {
  it.each([
    [-20, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [45.5, 'a'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
    [900, 'g'],
  ])('%j kWh/m².year → %s', (value, label) => {
    expect(wallonia(value)).toBe(label);
  });
});

describe('epcLabel in Brussels: the residential PEB sub-bands, "≤" bounds', () => {
  it.each([
    [-1, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [15, 'a_plus'],
    [16, 'a'],
    [30, 'a'],
    [31, 'a_min'],
    [45, 'a_min'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [78, 'b'],
    [79, 'b_min'],
    [95, 'b_min'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_min'],
    [150, 'c_min'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_min'],
    [210, 'd_min'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_min'],
    [275, 'e_min'],
    [276, 'f'],
    [345, 'f'],
    [345.5, 'g'],
    [346, 'g'],
    [800, 'g'],
  ])('%j kWh/m².year → %s', (value, label) => {
    expect(brussels(value)).toBe(label);
  });
});

describe('epcLabel: where the scale comes from', () => {
  it('region by postal code at the region borders', () => {
    const at = (zip: unknown) => epcLabel({ energyPerformance: 46, zip, countryId: 10, epcLabelText: null });
    expect(at(1299)).toBe('b_plus'); // Brussels
    expect(at(1300)).toBe('a'); // Wallonia
    expect(at(1499)).toBe('a');
    expect(at(1500)).toBe('a'); // Flanders: 46 < 100
    expect(at('3999')).toBe('a');
    expect(at(4000)).toBe('a');
  });

  it('Luxembourg (50): the text label as is, whatever the value', () => {
    expect(epcLabel({ energyPerformance: 500, zip: '1000', countryId: 50, epcLabelText: 'B' })).toBe('B');
    expect(epcLabel({ energyPerformance: null, zip: 'L-1234', countryId: 50, epcLabelText: 'A+' })).toBe('A+');
    expect(epcLabel({ energyPerformance: 10, zip: '1000', countryId: 50, epcLabelText: '' })).toBeNull();
    expect(epcLabel({ energyPerformance: 10, zip: '1000', countryId: 50, epcLabelText: null })).toBeNull();
  });

  it('no country counts as Belgium; another country keeps its own text', () => {
    expect(epcLabel({ energyPerformance: 150, zip: '2000' })).toBe('b');
    expect(epcLabel({ energyPerformance: 150, zip: '2000', countryId: '10' })).toBe('b');
    expect(epcLabel({ energyPerformance: 150, zip: '1012', countryId: 20, epcLabelText: 'C' })).toBe('C');
    expect(epcLabel({ energyPerformance: 150, zip: '1012', countryId: 20, epcLabelText: null })).toBeNull();
  });

  it.each([
    [{ energyPerformance: null, zip: '2000', countryId: 10 }],
    [{ energyPerformance: '', zip: '2000', countryId: 10 }],
    [{ energyPerformance: 'abc', zip: '2000', countryId: 10 }],
    [{ energyPerformance: NaN, zip: '2000', countryId: 10 }],
    [{ energyPerformance: 150, zip: '999', countryId: 10 }],
    [{ energyPerformance: 150, zip: null, countryId: 10 }],
  ])('unknown → null: %j', (input) => {
    expect(epcLabel(input)).toBeNull();
  });

  it('reads a value sent as a string', () => {
    expect(flanders('99')).toBe('a');
    expect(flanders('99,5')).toBe('a');
    expect(flanders(' 100 ')).toBe('b');
  });

  it('never throws on what is not an input', () => {
    expect(epcLabel(null as never)).toBeNull();
    expect(epcLabel('x' as never)).toBeNull();
  });

  it('epcScheme names the scale', () => {
    expect(epcScheme({ zip: '9000', countryId: 10 })).toBe('flanders');
    expect(epcScheme({ zip: '4000' })).toBe('wallonia');
    expect(epcScheme({ zip: '1000', countryId: 10 })).toBe('brussels');
    expect(epcScheme({ zip: '1000', countryId: 50 })).toBe('luxembourg');
    expect(epcScheme({ zip: '1000', countryId: 20 })).toBeNull();
  });
});

describe('labels as text', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_min', 'A-'],
    ['b_plus', 'B+'],
    ['b_min', 'B-'],
    ['g', 'G'],
    ['i', 'I'],
    ['A+', 'A+'],
    [' b- ', 'B-'],
    ['n.v.t.', 'n.v.t.'],
    [null, ''],
  ])('epcLabelDisplay(%j) → %j', (label, text) => {
    expect(epcLabelDisplay(label)).toBe(text);
  });

  it.each([
    ['A++', 'a_plusplus'],
    ['a+', 'a_plus'],
    ['A', 'a'],
    ['A-', 'a_min'],
    ['C–', 'c_min'],
    ['D −', 'd_min'],
    ['E +', 'e_plus'],
    ['b_plus', 'b_plus'],
    ['A+++', null],
    ['B++', null],
    ['F-', null],
    ['J', null],
    ['', null],
    [42, null],
  ])('parseEpcLabel(%j) → %j', (text, key) => {
    expect(parseEpcLabel(text)).toBe(key);
  });

  it('every label key reads back from its display text', () => {
    for (const label of EPC_LABELS) expect(parseEpcLabel(epcLabelDisplay(label))).toBe(label);
  });
});

describe('epcImage', () => {
  it.each([
    ['a_plus', 'flanders', 'epc/flanders/a_plus.svg'],
    ['f', 'flanders', 'epc/flanders/f.svg'],
    ['a_plusplus', 'wallonia', 'epc/wallonia/a_plusplus.svg'],
    ['g', 'wallonia', 'epc/wallonia/g.svg'],
    ['b_min', 'brussels', 'epc/brussels/b_min.svg'],
    ['B', 'luxembourg', 'epc/luxembourg/b.svg'],
    ['I', 'luxembourg', 'epc/luxembourg/i.svg'],
  ])('%s in %s → %s', (label, region, path) => {
    expect(epcImage(label, region)).toBe(path);
  });

  it.each([
    ['a_min', 'flanders'], // Flanders has no sub-bands
    ['g', 'flanders'],
    ['a_plusplus', 'flanders'],
    ['a_min', 'wallonia'],
    ['h', 'brussels'],
    ['a_plusplus', 'luxembourg'],
    ['b', 'toString'],
    ['b', 'holland'],
    ['b', null],
    [null, 'flanders'],
    ['??', 'flanders'],
  ])('no image for %j in %j', (label, region) => {
    expect(epcImage(label, region)).toBeNull();
  });

  it('has an image for every label epcLabel can give in a region', () => {
    for (const [region, scale] of Object.entries(EPC_SCALES)) {
      for (const band of scale) expect(epcImage(band.label, region)).toBe(`epc/${region}/${band.label}.svg`);
    }
  });
});

describe('epcStatusMessage', () => {
  it.each([
    ['requested', 'state.epcRequested'],
    ['not_applicable', 'state.epcNotApplicable'],
    ['available', null],
    [null, null],
  ] as const)('%j → %j', (status, id) => {
    expect(epcStatusMessage(status)).toBe(id);
  });
});
