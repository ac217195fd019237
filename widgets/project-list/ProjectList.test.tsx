import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { ProjectSummary } from '../../core/property/types.ts';
import { agencyStore } from '../../core/store.ts';
import { pageOf, project, stubApi } from '../testing/stub-api.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { ProjectList, type ProjectListProps } from './ProjectList.tsx';

// rendered without its element around it: links are plain anchors
vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'));

let api: ReturnType<typeof stubApi>;
let projects: ProjectSummary[];

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de' }, 'http://localhost'));
  projects = [
    project(1, { Title: { nl: 'Residentie Scheldekaai', fr: 'Résidence Scheldekaai', en: 'Scheldekaai Residence' } }),
    project(2, { PriceMin: 315_000, PriceMax: null, PublicAddress: false, Zip: '1300', City: 'WAVRE', UnitsAvailable: 1, UnitsTotal: 1 }),
    project(3, { PriceMin: null, PriceMax: null, Status: 'sold_out', UnitsAvailable: 0, UnitsTotal: 12 }),
  ];
  api = stubApi({
    '/projects': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 12);
      return pageOf(projects.slice((page - 1) * size, page * size), projects.length, page, size);
    },
  });
});

afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

function show(props: ProjectListProps = {}, path = '/projects/', language: Language = 'en') {
  history.replaceState(null, '', path);
  return renderInLanguage(<ProjectList {...props} host={document.createElement('div')} language={language} />, language);
}

const cards = () => screen.queryAllByRole('article');
/** Text as read: the currency rule puts a no-break space after the euro sign. */
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';
const summary = () => document.querySelector('.summary')?.textContent;

describe('ProjectList', () => {
  it('shows each project with its price range, address and units, linked to its page', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [first, second, third] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Scheldekaai Residence');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/en/new-developments/scheldekaai-residence-1/');
    expect(text(first)).toContain('From €279,000 to €395,000');
    expect(text(first)).toContain('Scheldekaai 1, 2000 Antwerpen');
    expect(text(first)).toContain('7 of 15 units available');
    // no published address: postal code and city only, the city title-cased
    expect(text(second)).toContain('1300 Wavre');
    expect(text(second)).not.toContain('Scheldekaai');
    expect(text(second)).toContain('From €315,000');
    expect(text(second)).toContain('1 of 1 unit available');
    expect(text(third)).toContain('Sold out');
    expect(text(third)).toContain('12 units, all sold');
    expect(third.querySelector('.card__price')).toBe(null);
    expect(summary()).toBe('3 projects');
    expect(screen.queryByRole('navigation')).toBe(null); // one page: no page links
  });

  it.each([
    ['nl', 'Van € 279.000 tot € 395.000', '7 van de 15 units beschikbaar', '3 projecten'],
    ['fr', 'De 279\u202f000 € à 395\u202f000 €', '7 lots disponibles sur 15', '3 projets'],
    ['de', 'Von 279.000 € bis 395.000 €', '7 von 15 Einheiten verfügbar', '3 Projekte'],
  ] as const)('speaks %s', async (language, range, units, count) => {
    show({}, '/projects/', language);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(text(cards()[0]!)).toContain(range);
    expect(text(cards()[0]!)).toContain(units);
    expect(summary()).toBe(count);
  });

  it('says so when there are no projects', async () => {
    projects = [];
    show();
    await waitFor(() => expect(document.querySelector('.empty__message')?.textContent).toBe('No projects available at the moment.'));
    expect(screen.getByRole('status').textContent).toBe('No projects available at the moment.');
    expect(cards()).toHaveLength(0);
  });

  it('pages through the URL: a link per page, a history step per click, back restores', async () => {
    show({ pageSize: 2, headingLevel: 1 }, '/projects/?lng=en');
    const navigation = await screen.findByRole('navigation', { name: 'Page 1 of 2' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New developments');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const push = vi.spyOn(history, 'pushState');
    const two = within(navigation).getByRole('link', { name: 'Page 2' });
    expect(two.getAttribute('href')).toBe('/projects/?lng=en&pg=2');
    fireEvent.click(two);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(push).toHaveBeenCalledWith(null, '', '/projects/?lng=en&pg=2');
    expect(api.urls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(summary()).toBe('3 projects · Page 2 of 2');

    history.pushState(null, '', '/projects/?lng=en');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(summary()).toBe('3 projects · Page 1 of 2');
  });

  it('shows the last page for a page past the end', async () => {
    show({ pageSize: 2 }, '/projects/?page=9');
    await waitFor(() => expect(location.search).toBe('?pg=2'));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it.each([
    ['en', 'More than 1,000 projects · Page 1', 'Page 1'],
    ['nl', 'Meer dan 1.000 projecten · Pagina 1', 'Pagina 1'],
    ['fr', 'Plus de 1\u202f000 projets · Page 1', 'Page 1'],
    ['de', 'Mehr als 1.000 Projekte · Seite 1', 'Seite 1'],
  ] as const)('past the bound a search counts to, says "more than" and names no last page (%s)', async (language, title, pagesLabel) => {
    projects = Array.from({ length: 1_001 }, (_, index) => project(index + 1));
    show({}, '/projects/', language);
    await waitFor(() => expect(summary()).toBe(title));
    const navigation = screen.getByRole('navigation', { name: pagesLabel });
    const row = [...navigation.querySelectorAll('li')].map((item) => (item.classList.contains('pagination__gap') ? '…' : (item.querySelector('a')?.getAttribute('href') ?? 'none')));
    expect(row).toEqual(['none', '/projects/', '/projects/?pg=2', '/projects/?pg=3', '/projects/?pg=4', '/projects/?pg=5', '…', '/projects/?pg=2']);
  });

  // the page numbers of the title as its count is written: a list of pages of one, counted to its end
  const N = '\u202f';
  it.each([
    ['en', '1,250 projects · Page 1,250 of 1,250'],
    ['nl', '1.250 projecten · Pagina 1.250 van 1.250'],
    ['fr', `1${N}250 projets · Page 1${N}250 sur 1${N}250`],
    ['de', '1.250 Projekte · Seite 1.250 von 1.250'],
  ] as const)('writes page numbers past a thousand as the count (%s)', async (language, title) => {
    projects = Array.from({ length: 1_250 }, (_, index) => project(index + 1));
    show({ pageSize: 1 }, '/projects/?pg=1250', language);
    await waitFor(() => expect(summary()).toBe(title));
  });
});
