import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../core/format/currency.ts';
import { demandForm } from '../../core/forms/kinds/demand.ts';
import { rentalForm } from '../../core/forms/kinds/rental.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { sentLines } from './sent.ts';

/** Labels as their ids: what a line says is checked, not a catalog. */
const byId = (id: string) => id;

describe('what the thank-you page repeats', () => {
  it.each(LANGUAGES)('writes amounts as %s writes them, not as the form sends them', (language) => {
    const lines = sentLines(rentalForm.fields, { adults: '2', incomePerson1: '3200' }, byId, language);
    expect(lines).toContainEqual({ label: 'field.incomePerson1', value: formatEuro(3200, language) });
    expect(lines.find((line) => line.label === 'field.incomePerson1')!.value).not.toBe('3200');
    expect(lines).toContainEqual({ label: 'field.adults', value: '2' });
  });

  it('writes a screen’s own fields in its words (a drawn area, types by name), and leaves out a line whose words are none', () => {
    const lines = sentLines(
      demandForm.fields,
      { goal: 'buy', propertyTypes: ['1'], types: ['12'], area: '51.2757,3.732;51.3,3.8;51.2,3.9', maxPrice: '500000' },
      byId,
      'fr',
      { propertyTypes: () => 'Résidentiel, Appartement', types: () => '', area: () => 'Zone dessinée, 3 coins, environ 12 km²' },
    );
    expect(lines).toEqual([
      { label: 'field.goal', value: 'choice.goal.buy' },
      { label: 'field.propertyTypes', value: 'Résidentiel, Appartement' },
      { label: 'field.area', value: 'Zone dessinée, 3 coins, environ 12 km²' },
      { label: 'field.maxPrice', value: formatEuro(500000, 'fr') },
    ]);
  });

  it('repeats no raw list of ids without words for them', () => {
    const lines = sentLines(demandForm.fields, { propertyTypes: ['1'], zones: [9000] }, byId, 'nl');
    expect(lines.map((line) => line.label)).not.toContain('field.propertyTypes');
    expect(lines.map((line) => line.label)).not.toContain('field.zones');
  });
});
