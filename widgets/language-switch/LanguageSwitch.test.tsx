import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { agencyStore } from '../../core/store.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

beforeEach(() => {
  // a CMS page of its own, not in the route table: the switch changes the language in place
  history.replaceState(null, '', '/over-ons-kantoor');
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de' }, 'http://localhost'));
  agencyStore.getState().setLanguage('nl');
  localStorage.clear();
});

const buttons = () => screen.queryAllByRole('button').map((button) => button.getAttribute('lang'));

describe('LanguageSwitch', () => {
  it('offers the enabled languages, labelled in the current language', () => {
    const host = document.createElement('div');
    renderInLanguage(<LanguageSwitch host={host} language="fr" />, 'fr');
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Choisissez votre langue');
    expect(buttons()).toEqual(['nl', 'fr', 'en', 'de']);
    expect(screen.getByRole('button', { current: true }).getAttribute('lang')).toBe('nl');
  });

  it('offers only enabled languages named by its languages prop, and nothing for fewer than two', () => {
    const host = document.createElement('div');
    const { rerender } = renderInLanguage(<LanguageSwitch host={host} language="en" languages="de, es, nl" />);
    expect(buttons()).toEqual(['de', 'nl']);
    agencyStore.getState().configure(parseConfig({ languages: 'nl,fr' }, 'http://localhost'));
    rerender(<LanguageSwitch host={host} language="en" languages="de, es, nl" />);
    expect(buttons()).toEqual([]);
  });

  it('switches the store, remembers the choice and emits the change from its host', async () => {
    const host = document.createElement('div');
    const events: unknown[] = [];
    host.addEventListener('agency-language-change', (event) => events.push((event as CustomEvent).detail));
    renderInLanguage(<LanguageSwitch host={host} language="nl" />, 'nl');
    fireEvent.click(screen.getAllByRole('button')[3]!);
    await waitFor(() => expect(agencyStore.getState().language).toBe('de'));
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    await waitFor(() => expect(events).toEqual([{ language: 'de', previous: 'nl' }]));
  });
});

describe('LanguageSwitch on a page of the route table', () => {
  it('links each language to the same page in that language, keeping the query', () => {
    history.replaceState(null, '', '/nl/te-koop/?minBedrooms=2');
    const host = document.createElement('div');
    renderInLanguage(<LanguageSwitch host={host} language="nl" />, 'nl', host);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['nl', '/nl/te-koop/?minBedrooms=2'],
      ['fr', '/fr/a-vendre/?minBedrooms=2'],
      ['en', '/en/for-sale/?minBedrooms=2'],
      ['de', '/de/zu-verkaufen/?minBedrooms=2'],
    ]);
    expect(screen.getByRole('link', { current: true }).getAttribute('lang')).toBe('nl');
  });

  it('on a property’s page, links the other languages to its page by id, whose words the site fills in', () => {
    history.replaceState(null, '', '/nl/te-koop/gent/ruime-woning-met-tuin-12/');
    const host = document.createElement('div');
    renderInLanguage(<LanguageSwitch host={host} language="nl" />, 'nl', host);
    const hrefs = Object.fromEntries(screen.getAllByRole('link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(hrefs).toEqual({
      nl: '/nl/te-koop/gent/ruime-woning-met-tuin-12/',
      fr: '/fr/bien/12/',
      en: '/en/property/12/',
      de: '/de/immobilie/12/',
    });
  });

  it('puts the links under the base of a CMS prefix, and remembers the choice on click', () => {
    agencyStore.getState().configure(parseConfig({ languages: 'nl,fr', base: '/immo' }, 'http://localhost'));
    history.replaceState(null, '', '/immo/fr/a-louer/');
    const host = document.createElement('div');
    // a page handler (as <agency-app>) takes the navigation over
    host.addEventListener('agency-navigate', (event) => event.preventDefault());
    renderInLanguage(<LanguageSwitch host={host} language="fr" />, 'fr', host);
    const nl = screen.getAllByRole('link')[0]!;
    expect(nl.getAttribute('href')).toBe('/immo/nl/te-huur/');
    fireEvent.click(nl);
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });
});
