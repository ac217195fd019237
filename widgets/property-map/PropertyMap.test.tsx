import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { PropertyMap } from './PropertyMap.tsx';

afterEach(() => history.replaceState(null, '', '/'));

describe('PropertyMap', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for, before the map’s code is in', (language) => {
    renderInLanguage(<PropertyMap headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('propertyMap.heading'));
    expect(heading.textContent).not.toBe('propertyMap.heading');
  });

  it('as the map page, stands beside the list of the same search and links to the list’s page with its filters', () => {
    history.replaceState(null, '', '/nl/kaart/?goal=rent&type=1&minBedrooms=2');
    renderInLanguage(<PropertyMap withList headingLevel={1} host={document.createElement('div')} language="nl" />, 'nl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Op de kaart');
    expect(screen.getByRole('link', { name: 'Als lijst bekijken' }).getAttribute('href')).toBe('/nl/te-huur/?type=1&minBedrooms=2');
    const list = document.querySelector('agency-property-list')!;
    expect(list.getAttribute('heading-level')).toBe('2');
    expect(list.hasAttribute('hide-map-link')).toBe(true);
    // never folded behind a button, whatever the window's width
    expect(screen.queryByRole('button', { name: 'Kaart tonen' })).toBeNull();
  });
});
