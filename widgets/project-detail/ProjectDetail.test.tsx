import { configure as configureTesting, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Project } from '../../core/property/types.ts';
import { agencyStore } from '../../core/store.ts';
import { fakeViewport } from '../testing/fake-viewport.ts';
import { completeProject } from '../testing/fixtures.ts';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { ProjectDetail } from './ProjectDetail.tsx';

// rendered without its element around it: links are plain anchors
vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'));

// parts that load as the visitor scrolls are compiled on their first import here, which can take a while on a busy machine
configureTesting({ asyncUtilTimeout: 5000 });

let api: StubbedFetch;
let served: Project;
let similar: Project[];

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
  served = completeProject();
  similar = [completeProject({ ID: 2, Title: { en: 'The Dyle Gardens' }, UnitsAvailable: 9, UnitsTotal: 12 })];
  api = stubFetch({
    'GET /projects/1': () => served,
    'GET /projects/1/similar': () => ({ items: similar }),
  });
});

afterEach(() => {
  api.restore();
  history.replaceState(null, '', '/');
});

const host = document.createElement('div');
const show = (language: Language = 'en', projectId = '1') =>
  renderInLanguage(<ProjectDetail projectId={projectId} host={host} language={language} />, language);

describe('ProjectDetail', () => {
  it('shows title, address, price range, units left and its texts under one level lower headings', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Scheldekaai Residence');
    expect(screen.getByText('Sint-Michielskaai 42, 2000 Antwerpen')).toBeTruthy();
    expect(document.querySelector('.detail__price')?.textContent).toBe('From €279,000 to €395,000');
    expect(screen.getByText('2 of 3 units available')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Other new developments' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Description',
      'Delivery',
      'Technical specifications',
      'Location',
      'Price list',
      'Documents',
      'Other new developments',
    ]);
  });

  it('lists the units in a table with a caption, column headers and row headers', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'All units of Scheldekaai Residence' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Unit',
      'Floor',
      'Type',
      'Bedrooms',
      'Living area',
      'Price',
      'Status',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['A.0.011', 'Ground floor', 'Residential', '3', '116 m²', '–', 'Sold'],
      ['A.1.011', '1', 'Residential', '2', '96 m²', '€289,000', 'Available'],
      ['B.0.01', '–', 'Retail', '–', '120 m²', 'Price on request', 'Available'],
    ]);
    // the condition of two units is a note the row headers point to
    const note = screen.getByText('Reduced VAT possible');
    expect(within(table).getAllByRole('rowheader')[0]!.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('lists the same units as cards for narrow screens', async () => {
    show('fr');
    const cards = await screen.findByRole('list', { name: 'Tous les lots de Résidence Scheldekaai' });
    expect(within(cards).getAllByRole('listitem').length).toBe(3);
    expect(within(cards).getAllByRole('listitem')[1]!.textContent).toContain('289\u202f000\u00a0€');
  });

  it('says so when there are no units, no documents and no other projects', async () => {
    served = completeProject({ Constructions: [], Documents: [], UnitsAvailable: 0, UnitsTotal: 0 });
    similar = [];
    show('nl');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Prijslijst' })).getByText('Geen units gevonden.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Documenten' })).getByText('Geen documenten.')).toBeTruthy();
    expect(await screen.findByText('Er zijn momenteel geen projecten beschikbaar.')).toBeTruthy();
  });

  it('lists its documents, whose list comes as the visitor scrolls near it', async () => {
    served = completeProject({
      Documents: [{ ID: 7, Name: { en: 'Price list' }, Url: 'https://media.test/prices.pdf', Size: 250_000, MimeType: 'application/pdf' }],
    });
    const viewport = fakeViewport();
    show();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).queryByRole('link')).toBeNull();
    viewport.scrollNearAll();
    const link = await within(documents).findByRole('link');
    expect(link.getAttribute('href')).toBe('https://media.test/prices.pdf');
    expect(link.textContent).toBe('PDFPrice listPDF, 250 kB');
  });

  it('shows other projects as cards that link to their page, as the visitor scrolls near them', async () => {
    const viewport = fakeViewport();
    show();
    const others = await screen.findByRole('region', { name: 'Other new developments' });
    viewport.scrollNearAll();
    const link = await within(others).findByRole('link', { name: 'The Dyle Gardens' });
    expect(link.getAttribute('href')).toBe('/en/new-developments/the-dyle-gardens-2/');
    expect(within(others).getByText('9 of 12 units available')).toBeTruthy();
  });

  it('says a sold-out project is sold out', async () => {
    served = completeProject({ Status: 'sold_out', PriceMin: null, PriceMax: null, UnitsAvailable: 0 });
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('This project is sold out.')).toBeTruthy();
    expect(screen.getByText('Sold out').className).toContain('badge');
    expect(document.querySelector('.detail__price')).toBeNull();
  });

  it('shows "not found" for an unknown project', async () => {
    show('en', '77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all our new developments' }).getAttribute('href')).toBe('/en/new-developments/');
  });
});
