import { describe, expect, it } from 'vitest';
import { unitNotes } from './unit-notes.ts';

const vat = { nl: 'Verlaagd btw-tarief', en: 'Reduced VAT' };
const retail = { nl: 'Handelsvergunning vereist', en: 'Retail permit required' };

describe('unitNotes', () => {
  it('numbers each distinct condition once, in order of appearance', () => {
    expect(unitNotes([{ Requirement: vat }, { Requirement: null }, { Requirement: retail }, { Requirement: vat }], 'en')).toEqual({
      notes: ['Reduced VAT', 'Retail permit required'],
      numbers: [1, 0, 2, 1],
      shared: false,
    });
  });
  it('says a condition every unit shares once, without marks', () => {
    expect(unitNotes([{ Requirement: vat }, { Requirement: vat }], 'nl')).toEqual({ notes: ['Verlaagd btw-tarief'], numbers: [1, 1], shared: true });
  });
  it('has no notes without conditions', () => {
    expect(unitNotes([{ Requirement: null }, { Requirement: { nl: '  ' } }], 'nl')).toEqual({ notes: [], numbers: [0, 0], shared: false });
  });
});
