import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { stubApi } from '../testing/stub-api.ts';
import { Testimonials } from './Testimonials.tsx';

describe('Testimonials', () => {
  // the list asks the API for the testimonials: here an API that has none
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    api = stubApi({});
  });
  afterEach(() => api.restore());

  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<Testimonials headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('testimonials.heading'));
    expect(heading.textContent).not.toBe('testimonials.heading');
  });
});
