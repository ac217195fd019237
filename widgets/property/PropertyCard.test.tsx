import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { agencyStore } from '../../core/store.ts';
import { completeProperty } from '../testing/fixtures.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { PropertyCard } from './PropertyCard.tsx';

const perMonth = { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' };

describe('PropertyCard', () => {
  it('writes a rent with its unit, as the property page does', () => {
    agencyStore.getState().configure(parseConfig({}, 'http://localhost'));
    const rent = completeProperty({ Goal: 1, Price: 960, PriceUnit: 2, PriceUnitText: perMonth });
    renderInLanguage(<PropertyCard property={rent} language="nl" />, 'nl');
    expect(document.querySelector('.card__price')?.textContent).toBe('€\u00a0960 per maand');
  });

  it('shows the name of an ignored marquee instead of the price', () => {
    agencyStore.getState().configure(parseConfig({ 'marquee-ignore': '3' }, 'http://localhost'));
    const sold = completeProperty({ Marquee: 3, MarqueeName: { fr: 'Vendu' }, Status: 'sold' });
    renderInLanguage(<PropertyCard property={sold} language="fr" />, 'fr');
    expect(document.querySelector('.card__price')?.textContent).toBe('Vendu');
    expect(screen.getByRole('link').getAttribute('href')).toContain('/fr/a-vendre/');
  });
});
