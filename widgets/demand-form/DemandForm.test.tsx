import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TreeItemSource } from '../../core/api/contract.ts';
import { parseConfig } from '../../core/config.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { stubApi } from '../testing/stub-api.ts';
import { DemandForm } from './DemandForm.tsx';

const PLACES: TreeItemSource[] = [
  { ID: 2000, ParentID: null, Name: { en: 'Flanders' }, WebID: null, Level: 'region' },
  { ID: 40000, ParentID: 2000, Name: { en: 'East Flanders' }, WebID: null, Level: 'province' },
  { ID: 44000, ParentID: 40000, Name: { en: 'Arrondissement of Ghent' }, WebID: null, Level: 'arrondissement' },
  { ID: 44021, ParentID: 44000, Name: { en: 'Ghent', nl: 'Gent' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9050', localities: ['Gentbrugge', 'Ledeberg'] }] },
  { ID: 44064, ParentID: 44000, Name: { en: 'Sint-Martens-Latem' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9830', localities: ['Sint-Martens-Latem'] }] },
];

// a group of several types, and one of a single type (which shows as the group alone)
const TREE: TreeItemSource[] = [
  { ID: 100, ParentID: null, Name: { en: 'Residential' }, WebID: 1 },
  { ID: 101, ParentID: 100, Name: { en: 'House' }, WebID: 1 },
  { ID: 103, ParentID: 100, Name: { en: 'Flat' }, WebID: 1 },
  { ID: 400, ParentID: null, Name: { en: 'Land' }, WebID: 4 },
  { ID: 401, ParentID: 400, Name: { en: 'Building plot' }, WebID: 4 },
];

let api: ReturnType<typeof stubApi>;
let counted: Record<string, unknown>[];

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', captcha: 'none' }, 'http://localhost'));
  counted = [];
  sessionStorage.clear();
  api = stubApi({
    '/reference/types': () => ({ items: TREE }),
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

  it('chooses a flat alone or a whole group, and counts each as the alerts read it', async () => {
    renderInLanguage(<DemandForm host={document.createElement('div')} language="en" />, 'en');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Flat' }));
    await waitFor(() => expect(counted.at(-1)).toMatchObject({ propertyTypes: [], types: [103] }));
    expect((screen.getByRole('checkbox', { name: 'Residential' }) as HTMLInputElement).indeterminate).toBe(true);
    // the other type of the group: the whole group
    fireEvent.click(screen.getByRole('checkbox', { name: 'House' }));
    await waitFor(() => expect(counted.at(-1)).toMatchObject({ propertyTypes: [1], types: [] }));
    // a group of one type shows alone
    expect(screen.queryByRole('checkbox', { name: 'Building plot' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Land' }));
    await waitFor(() => expect(counted.at(-1)).toMatchObject({ propertyTypes: [1, 4], types: [] }));
  });

  it('shows a drawn area from the map’s link, counts with it, and removes it', async () => {
    history.replaceState(null, '', '?area=50.95,3.6,51.15,3.6,51.15,3.85&goal=buy');
    try {
      renderInLanguage(<DemandForm host={document.createElement('div')} language="en" />, 'en');
      await waitFor(() => expect(document.body.textContent).toMatch(/Drawn area, 3 corners, about [\d,]+ km²/), { timeout: 5000 });
      await waitFor(() => expect(counted.at(-1)).toMatchObject({ goal: 'buy', area: '50.95,3.6,51.15,3.6,51.15,3.85' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove the drawn area' }));
      await waitFor(() => expect(screen.queryByText(/^Drawn area/)).toBeNull());
      await waitFor(() => expect(counted.at(-1)?.area).toBe(''));
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });
});
