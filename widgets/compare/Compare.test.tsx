import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { groupFields } from '../../core/property/attributes.ts';
import { Compare, LEGAL_LABELS, roundEstimate } from './Compare.tsx';

describe('Compare', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<Compare headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('compare.heading'));
    expect(heading.textContent).not.toBe('compare.heading');
  });

  it('lists the legal rows the detail page shows: its planning and judicial groups, field for field', () => {
    expect(Object.keys(LEGAL_LABELS)).toEqual([...groupFields('planning'), ...groupFields('judicial')]);
    for (const [field, label] of Object.entries(LEGAL_LABELS)) expect(label).toBe(`propertyDetail.attribute.${field}`);
  });

  it.each([
    [350_075.71, 350_100],
    [324_047.63, 324_000],
    [324_050, 324_100],
    [99.99, 100],
  ])('writes an estimate of %d as %d: to the hundred euros', (amount, rounded) => {
    expect(roundEstimate(amount)).toBe(rounded);
  });
});
