import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { Compare } from './Compare.tsx';

describe('Compare', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<Compare headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('compare.heading'));
    expect(heading.textContent).not.toBe('compare.heading');
  });
});
