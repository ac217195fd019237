import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { parseConfig } from '../../core/config.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { stubApi, TYPES } from '../testing/stub-api.ts';
import { DemandForm } from './DemandForm.tsx';

const PLACES: TreeItemSource[] = [
  { ID: 2000, ParentID: null, Name: { en: 'Flanders' }, WebID: null, Level: 'region' },
  { ID: 40000, ParentID: 2000, Name: { en: 'East Flanders' }, WebID: null, Level: 'province' },
  { ID: 44000, ParentID: 40000, Name: { en: 'Arrondissement of Ghent' }, WebID: null, Level: 'arrondissement' },
  { ID: 44021, ParentID: 44000, Name: { en: 'Ghent', nl: 'Gent' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9050', localities: ['Gentbrugge', 'Ledeberg'] }] },
  { ID: 44064, ParentID: 44000, Name: { en: 'Sint-Martens-Latem' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9830', localities: ['Sint-Martens-Latem'] }] },
];

let api: ReturnType<typeof stubApi>;
let counted: Record<string, unknown>[];

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', captcha: 'none' }, 'http://localhost'));
  counted = [];
  sessionStorage.clear();
  api = stubApi({
    '/reference/types': () => ({ items: TYPES }),
    '/reference/regions': () => ({ items: PLACES }),
    '/demands/count': () => ({ count: counted.length }),
  });
  const fetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/demands/count')) counted.push(JSON.parse(String(init?.body)));
    return fetch(input, init);
  }) as typeof fetch;
});
afterEach(() => api.restore());

describe('DemandForm', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', async (language) => {
    renderInLanguage(<DemandForm headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('demandForm.heading'));
    await screen.findByRole('group', { name: /Regions or postal codes|Regio|Régions|Regionen/ });
  });

  it('ticks a place found by postcode in the tree, and counts the search as it changes', async () => {
    renderInLanguage(<DemandForm host={document.createElement('div')} language="en" />, 'en');
    const search = await screen.findByRole('combobox', { name: 'Find a municipality or a postcode' });
    fireEvent.input(search, { target: { value: 'gentbr' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ghent/ }));
    // the tree opened down to Ghent, ticked; what is above it half-ticked
    const ghent = await screen.findByRole('checkbox', { name: 'Ghent' });
    expect((ghent as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'East Flanders' }) as HTMLInputElement).indeterminate).toBe(true);
    // ticking the other municipality of the arrondissement ticks the arrondissement
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sint-Martens-Latem' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Arrondissement of Ghent' }) as HTMLInputElement).checked).toBe(true));
    // in this small tree that is all of its province, and so all of its region: one zone
    await waitFor(() => expect(counted.at(-1)?.zones).toEqual([2000]));
    expect(screen.getByRole('button', { name: 'Remove Flanders' })).toBeTruthy();
  });
});
