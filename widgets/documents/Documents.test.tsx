import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { property } from '../testing/stub-api.ts';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';
import { Documents } from './Documents.tsx';

let api: StubbedFetch | undefined;
/** the download buttons (the property's summary links to its page too) */
const downloads = () => screen.getAllByRole('link').filter((link) => link.getAttribute('type') === 'application/pdf');
afterEach(() => api?.restore());

describe('Documents', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<Documents headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('documents.heading'));
    expect(heading.textContent).not.toBe('documents.heading');
  });

  // a rental application filled in with a house for sale (or an offer with a flat to let) is not offered
  it.each([
    [0, ['offer', 'power-of-attorney']],
    [1, ['rental', 'power-of-attorney']],
  ] as const)('a property with goal %i: only the forms that fit it, filled in with it', async (goal, documents) => {
    agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
    api = stubFetch({ 'GET /properties/5103': property(5103, { Goal: goal }) });
    renderInLanguage(<Documents propertyId={5103} host={document.createElement('div')} language="en" />, 'en');
    await waitFor(() => expect(downloads().length).toBe(documents.length));
    const hrefs = downloads().map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(documents.map((document) => `http://localhost/api/v1/documents/${document}.pdf?lang=en&property=5103`));
  });

  it('one document asked by name that does not fit the property comes blank', async () => {
    agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
    api = stubFetch({ 'GET /properties/5103': property(5103, { Goal: 0 }) });
    renderInLanguage(<Documents document="rental" propertyId={5103} host={document.createElement('div')} language="fr" />, 'fr');
    await waitFor(() => expect(downloads().map((link) => link.getAttribute('href'))).toEqual(['http://localhost/api/v1/documents/rental.pdf?lang=fr']));
  });
});
