import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { stubApi } from '../testing/stub-api.ts';
import { ValuationForm } from './ValuationForm.tsx';

describe('ValuationForm', () => {
  // the form asks the API for its reference data: here an API that has none
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    api = stubApi({});
  });
  afterEach(() => api.restore());

  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<ValuationForm headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('valuationForm.heading'));
    expect(heading.textContent).not.toBe('valuationForm.heading');
  });
});
