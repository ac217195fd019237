/**
 * The conditions units carry ("reduced VAT possible…"), each written once under the
 * price list: the distinct texts in order of first appearance, and for each unit the
 * number of its note (0 for none).
 */
import type { Language } from '../../core/i18n/languages.ts';
import type { Construction } from '../../core/property/types.ts';
import { textIn } from '../../core/i18n/translatable.ts';

export interface UnitNotes {
  notes: string[];
  /** per unit, in the order given: 1-based note number, 0 when it has none */
  numbers: number[];
  /** every unit has the same one note: it is said once, without marks */
  shared: boolean;
}

export function unitNotes(units: readonly Pick<Construction, 'Requirement'>[], language: Language): UnitNotes {
  const notes: string[] = [];
  const numbers = units.map((unit) => {
    const text = textIn(unit.Requirement, language);
    if (!text) return 0;
    let index = notes.indexOf(text);
    if (index < 0) index = notes.push(text) - 1;
    return index + 1;
  });
  return { notes, numbers, shared: notes.length === 1 && numbers.every((number) => number === 1) };
}
