import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { FAVOURITES_KEY } from '../../core/favourites/favourites.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { picture } from '../testing/fixtures.ts';
import { property, stubApi } from '../testing/stub-api.ts';
import { Favourites } from './Favourites.tsx';

let restore: (() => void) | undefined;
beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
});
afterEach(() => {
  restore?.();
  restore = undefined;
  localStorage.clear();
});

const kept = (id: number, price: number) => ({ id, price, status: 'available', savedAt: '2026-11-01T00:00:00.000Z' });

describe('Favourites', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<Favourites headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('favourites.heading'));
    expect(heading.textContent).not.toBe('favourites.heading');
  });

  it('says what changed since each was kept: a price down, a price up, sold, gone, nothing', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([kept(1, 300_000), kept(2, 300_000), kept(3, 300_000), kept(4, 300_000), kept(5, 300_000)]));
    const stub = stubApi({
      '/properties/1': () => property(1, { Price: 280_000, Title: { en: 'One' } }),
      '/properties/2': () => property(2, { Price: 310_000, Title: { en: 'Two' } }),
      '/properties/3': () => property(3, { Price: 300_000, Status: 'sold', Title: { en: 'Three' } }),
      '/properties/5': () => property(5, { Price: 300_000, Title: { en: 'Five' } }),
    });
    restore = stub.restore;
    renderInLanguage(<Favourites host={document.createElement('div')} language="en" />, 'en');
    await screen.findByText(`Price down: ${formatEuro(280_000, 'en')}, was ${formatEuro(300_000, 'en')}`);
    expect(screen.getByText(`Price up: ${formatEuro(310_000, 'en')}, was ${formatEuro(300_000, 'en')}`)).toBeTruthy();
    expect(screen.getByText('Sold since you kept it')).toBeTruthy();
    expect(screen.getByText('No longer online since you kept it')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('4 of your favourites changed since you kept them.'));
    // "keep me informed" starts the demand register from the favourite
    const informed = screen.getAllByRole('link', { name: 'Keep me informed of similar properties' })[0] as HTMLAnchorElement;
    expect(new URL(informed.href).searchParams.get('maxPrice')).toBe('310000');
  });

  it('never shows one photo on two favourites while one has another of its own', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([kept(1, 300_000), kept(2, 300_000), kept(3, 300_000)]));
    // a property's own answer carries its photos; two share a front, the third has no other
    const stub = stubApi({
      '/properties/1': () => ({ ...property(1, { Title: { en: 'One' }, MainPicture: picture(7) }), Pictures: [picture(7), picture(11)] }),
      '/properties/2': () => ({ ...property(2, { Title: { en: 'Two' }, MainPicture: picture(7) }), Pictures: [picture(7), picture(12)] }),
      '/properties/3': () => ({ ...property(3, { Title: { en: 'Three' }, MainPicture: picture(7) }), Pictures: [picture(7)] }),
    });
    restore = stub.restore;
    const { container } = renderInLanguage(<Favourites host={document.createElement('div')} language="en" />, 'en');
    await waitFor(() => expect(container.querySelectorAll('.favourite-item img')).toHaveLength(3));
    const shown = [...container.querySelectorAll<HTMLImageElement>('.favourite-item img')].map((image) => new URL(image.src).pathname);
    expect(shown).toEqual(['/7-medium.svg', '/12-medium.svg', '/7-medium.svg']);
  });

  it('invites to press a heart when there is none', async () => {
    renderInLanguage(<Favourites host={document.createElement('div')} language="en" />, 'en');
    expect(await screen.findByText(/You have no favourites yet/)).toBeTruthy();
  });
});
