import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { agencyStore } from '../../core/store.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { PropertyList, type PropertyListProps } from './PropertyList.tsx';
import { pageOf, property, REGIONS, stubApi, TYPES } from '../testing/stub-api.ts';

// rendered without its element around it: links are plain anchors
vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'));

let api: ReturnType<typeof stubApi>;
let total = 30;
let failNext = false;

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de' }, 'http://localhost'));
  total = 30;
  failNext = false;
  api = stubApi({
    '/properties': (url) => {
      if (failNext) {
        failNext = false;
        return new Response(JSON.stringify({ error: 'bad_request' }), { status: 400 });
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 12);
      const count = Math.max(0, Math.min(size, total - (page - 1) * size));
      return pageOf(Array.from({ length: count }, (_, index) => property((page - 1) * size + index + 1)), total, page, size);
    },
    '/reference/types': () => ({ items: TYPES }),
    '/reference/regions': () => ({ items: REGIONS }),
  });
});

afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

function show(props: PropertyListProps = {}, path = '/list/') {
  history.replaceState(null, '', path);
  const host = document.createElement('div');
  return renderInLanguage(<PropertyList {...props} host={host} language="en" />, 'en');
}

/** The query of the last `GET /properties`, without the parameters every call has. */
function lastSearch(): Record<string, string> {
  const url = api.urls.filter((candidate) => candidate.pathname.endsWith('/properties')).at(-1);
  const params = Object.fromEntries(url?.searchParams ?? []);
  delete params.lang;
  delete params.pageSize;
  return params;
}

/** Picks an option as a visitor does (testing-library's fireEvent.change does not reach a select in happy-dom). */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Waits until the list's paging title reads `title`. */
const shows = (title: string) => waitFor(() => expect(document.querySelector('.summary')?.textContent).toBe(title));
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

describe('PropertyList and the URL', () => {
  it('reads its filters, sort and page from the URL and asks the API for exactly those', async () => {
    show({}, '/list/?type=1,4&region=13&zip=9000&minPrice=200000&maxPrice=400000&minBedrooms=2&sort=price&pg=2&utm_source=mail');
    await shows('30 properties · Page 2 of 3');
    expect(lastSearch()).toEqual({
      type: '1,4',
      region: '13',
      zip: '9000',
      minPrice: '200000',
      maxPrice: '400000',
      minBedrooms: '2',
      sort: 'price',
      page: '2',
    });
    expect(checkbox('Residential').checked).toBe(true);
    expect(checkbox('Land').checked).toBe(true);
    expect(field('Region').value).toBe('13');
    expect(field('Postal code or municipality').value).toBe('9000');
    expect(field('Minimum price').value).toBe('200,000');
    expect(field('Maximum price').value).toBe('400,000');
    expect(field('Bedrooms').value).toBe('2');
    expect(field('Sort by').value).toBe('price');
    expect(screen.getByRole('navigation', { name: '30 properties · Page 2 of 3' })).toBeTruthy();
  });

  it('makes each choice a history step, back to page 1, and sends it to the API', async () => {
    show({}, '/list/?pg=3&lng=en');
    await shows('30 properties · Page 3 of 3');
    const push = vi.spyOn(history, 'pushState');
    fireEvent.click(checkbox('Land'));
    await waitFor(() => expect(lastSearch()).toEqual({ type: '4', sort: '-date', page: '1' }));
    expect(push).toHaveBeenLastCalledWith(null, '', '/list/?lng=en&type=4');

    choose(field('Region'), '1');
    await waitFor(() => expect(lastSearch()).toMatchObject({ type: '4', region: '1' }));
    choose(field('Sort by'), '-price');
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: '-price' }));
    expect(location.search).toBe('?lng=en&type=4&region=1&sort=-price');
    expect(push).toHaveBeenCalledTimes(3);
  });

  it('searches while the visitor types: one history step per field, then replaced', async () => {
    show({}, '/list/');
    await shows('30 properties · Page 1 of 3');
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    const place = field('Postal code or municipality');
    for (const text of ['9', '90', '900']) fireEvent.input(place, { target: { value: text } });
    expect(push).not.toHaveBeenCalled(); // not a postal code yet
    fireEvent.input(place, { target: { value: '9000' } });
    expect(location.search).toBe('?zip=9000');
    fireEvent.input(place, { target: { value: 'Gent' } });
    expect(location.search).toBe('?city=Gent');
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lastSearch()).toEqual({ city: 'Gent', sort: '-date', page: '1' }));
    expect(place.value).toBe('Gent');

    fireEvent.input(field('Minimum price'), { target: { value: '250.000' } });
    expect(push).toHaveBeenCalledTimes(2); // another field: another step
    await waitFor(() => expect(lastSearch()).toEqual({ city: 'Gent', minPrice: '250000', sort: '-date', page: '1' }));
  });

  it('shows the range message and searches without the maximum while it is below the minimum', async () => {
    show({}, '/list/?minPrice=300000&maxPrice=200000');
    await screen.findByText('The minimum price must not be higher than the maximum price.');
    await waitFor(() => expect(lastSearch()).toEqual({ minPrice: '300000', sort: '-date', page: '1' }));
    expect(field('Maximum price').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when a price is no amount, keeps what was typed and the last search', async () => {
    show({}, '/list/?minPrice=200000');
    await shows('30 properties · Page 1 of 3');
    fireEvent.input(field('Minimum price'), { target: { value: '200.000 euro' } });
    await screen.findByText('Please enter a valid amount.');
    expect(field('Minimum price').getAttribute('aria-invalid')).toBe('true');
    expect(field('Minimum price').value).toBe('200.000 euro');
    expect(location.search).toBe('?minPrice=200000');
    fireEvent.focusOut(field('Minimum price'));
    expect(field('Minimum price').value).toBe('200.000 euro');
  });

  it.each([
    ['nl', 'Minimumprijs', '300.000'],
    ['fr', 'Prix minimum', '300\u202f000'],
    ['en', 'Minimum price', '300,000'],
    ['de', 'Mindestpreis', '300.000'],
  ] as const)('writes a price as %s writes numbers once the visitor leaves the field', async (language, label, shown) => {
    history.replaceState(null, '', '/list/');
    renderInLanguage(<PropertyList host={document.createElement('div')} language={language} />, language);
    const price = (await screen.findByLabelText(label)) as HTMLInputElement;
    fireEvent.input(price, { target: { value: '300000' } });
    expect(price.value).toBe('300000'); // as typed while typing
    fireEvent.focusOut(price); // preact/compat listens to focusout for onBlur
    await waitFor(() => expect(price.value).toBe(shown));
    await waitFor(() => expect(lastSearch()).toEqual({ minPrice: '300000', sort: '-date', page: '1' }));
  });

  it('reads the page of a link made before the page was `pg`, and writes `pg` from then on', async () => {
    show({}, '/list/?type=1&page=2');
    await shows('30 properties · Page 2 of 3');
    expect(lastSearch()).toEqual({ type: '1', sort: '-date', page: '2' });
    const navigation = screen.getByRole('navigation', { name: '30 properties · Page 2 of 3' });
    expect(within(navigation).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/list/?type=1&pg=3');
  });

  it('follows back and forward (popstate): fields and results come back', async () => {
    show({}, '/list/?city=Gent&minBedrooms=3');
    await shows('30 properties · Page 1 of 3');
    history.pushState(null, '', '/list/?zip=1000&pg=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await shows('30 properties · Page 2 of 3');
    expect(lastSearch()).toEqual({ zip: '1000', sort: '-date', page: '2' });
    expect(field('Postal code or municipality').value).toBe('1000');
    expect(field('Bedrooms').value).toBe('');
  });

  it('goes to another page with a real link, as a history step', async () => {
    show({}, '/list/?type=1');
    const navigation = await screen.findByRole('navigation', { name: '30 properties · Page 1 of 3' });
    const two = within(navigation).getByRole('link', { name: 'Page 2' });
    expect(two.getAttribute('href')).toBe('/list/?type=1&pg=2');
    expect(within(navigation).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(two);
    await shows('30 properties · Page 2 of 3');
    expect(lastSearch()).toEqual({ type: '1', sort: '-date', page: '2' });
    expect(location.search).toBe('?type=1&pg=2');
  });
});

describe('PropertyList presets', () => {
  it('keeps a goal set by attribute whatever the URL says, and offers no goal choice', async () => {
    show({ goal: 'sale' }, '/list/?goal=rent');
    await shows('30 properties · Page 1 of 3');
    expect(lastSearch()).toEqual({ goal: 'sale', sort: '-date', page: '1' });
    expect(screen.queryByRole('radio')).toBe(null);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('For sale');
  });

  it('starts from its preset types, region and sort, which the visitor can change', async () => {
    show({ type: '1', region: 'flanders', sort: 'price', pageSize: 6, headingLevel: 1, heading: 'Our villas in Flanders' });
    await shows('30 properties · Page 1 of 5');
    expect(lastSearch()).toEqual({ type: '1', region: 'flanders', sort: 'price', page: '1' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our villas in Flanders');
    expect(field('Region').value).toBe('flanders');
    fireEvent.click(checkbox('Residential'));
    await waitFor(() => expect(lastSearch()).toEqual({ region: 'flanders', sort: 'price', page: '1' }));
    expect(location.search).toBe('?type=');
  });

  it('shows no filters with hide-filters, and still sorts and pages', async () => {
    show({ hideFilters: true });
    await shows('30 properties · Page 1 of 3');
    expect(screen.queryByRole('search')).toBe(null);
    expect(field('Sort by')).toBeTruthy();
    expect(api.urls.some((url) => url.pathname.includes('/reference/'))).toBe(false);
  });

  it('shows only the first page\'s cards as a teaser: no filters, no sort (its stylesheet hides the results line and the pages)', async () => {
    show({ teaser: true, pageSize: 6 });
    await waitFor(() => expect(document.querySelectorAll('.grid > li')).toHaveLength(6));
    expect(lastSearch()).toMatchObject({ page: '1' });
    expect(screen.queryByRole('search')).toBe(null);
    expect(screen.queryByLabelText('Sort by')).toBe(null);
    expect(api.urls.some((url) => url.pathname.includes('/reference/'))).toBe(false);
  });
});

describe('PropertyList states', () => {
  it('says when nothing matches and widens the search back to the presets', async () => {
    total = 0;
    show({ type: '1' }, '/list/?minBedrooms=5&sort=price');
    await waitFor(() => expect(document.querySelector('.empty__message')?.textContent).toBe('There are no results for your search.'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('There are no results for your search.'));
    total = 30;
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await shows('30 properties · Page 1 of 3');
    expect(lastSearch()).toEqual({ type: '1', sort: 'price', page: '1' });
    expect(location.search).toBe('?sort=price');
  });

  it('announces the results in a polite live region', async () => {
    show({}, '/list/');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('30 properties · Page 1 of 3'));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('shows the catalogue message of a failure and tries again', async () => {
    failNext = true;
    show({}, '/list/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again in a moment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shows('30 properties · Page 1 of 3');
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('counts the filters the visitor set on the filters button of a phone', async () => {
    window.innerWidth = 375;
    try {
      show({}, '/list/?type=1,4&minPrice=100000&maxPrice=200000');
      const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('search')).toBe(null); // folded away: the results come first
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('search', { name: 'Search properties' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Show 30 properties' })).toBeTruthy();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('links a search to the map page with its filters, its goal too; no link in a teaser or beside the map', async () => {
    show({ goal: 'sale' }, '/en/for-sale/?type=1&maxPrice=400000');
    const link = await screen.findByRole('link', { name: 'Show on the map' });
    expect(link.getAttribute('href')).toBe('/en/map/?goal=sale&type=1&maxPrice=400000');
  });

  it.each([{ teaser: true }, { hideMapLink: true }])('shows no link to the map with %o', async (props) => {
    show(props);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: 'Show on the map' })).toBeNull();
  });
});

describe('PropertyList past the bound a search counts to (1,000 matches)', () => {
  /** The page links as the visitor meets them: a number, the gap (…), or the step to the next page. */
  const pageRow = (name: string) =>
    [...screen.getByRole('navigation', { name }).querySelectorAll('li')].map((item) =>
      item.classList.contains('pagination__gap') ? '…' : item.querySelector('[rel="next"]') ? 'next' : item.querySelector('[rel="prev"], .pagination__step') ? 'step' : item.textContent?.replace('Page ', ''),
    );

  it.each([
    [999, '999 properties · Page 1 of 84', ['step', '1', '2', '3', '4', '5', '…', '84', 'next']],
    [1_000, '1,000 properties · Page 1 of 84', ['step', '1', '2', '3', '4', '5', '…', '84', 'next']],
    [1_001, 'More than 1,000 properties · Page 1', ['step', '1', '2', '3', '4', '5', '…', 'next']],
  ])('%i matches: %s, and no last page it does not know', async (matches, title, row) => {
    total = matches;
    show({}, '/list/');
    await shows(title);
    expect(pageRow(title)).toEqual(row);
    expect(screen.getByRole('status').textContent).toBe(title);
  });

  it('goes on page by page while there are more, and counts them all where they end', async () => {
    total = 1_030;
    show({}, '/list/?pg=83');
    await shows('More than 1,000 properties · Page 83');
    expect(pageRow('More than 1,000 properties · Page 83')).toEqual(['step', '1', '…', '82', '83', '84', '…', 'next']);
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await shows('More than 1,000 properties · Page 84');
    expect(location.search).toBe('?pg=84');
    expect(pageRow('More than 1,000 properties · Page 84')).toEqual(['step', '1', '…', '83', '84', '85', '…', 'next']);
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    // its last match is number 1,020: more still
    await shows('More than 1,000 properties · Page 85');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    // the last page: every match counted, the last page named, no step further
    await shows('1,030 properties · Page 86 of 86');
    expect(pageRow('1,030 properties · Page 86 of 86')).toEqual(['step', '1', '…', '82', '83', '84', '85', '86', 'step']);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBe(null);
  });

  // a visitor who pages on past the bound, or a link to far in a large catalogue: the page links write the page as the title does
  const N = '\u202f';
  it.each([
    ['nl', 'Meer dan 1.000 panden · Pagina 1.234', ['1', '…', '1.233', '1.234', '1.235', '…']],
    ['fr', `Plus de 1${N}000 biens · Page 1${N}234`, ['1', '…', `1${N}233`, `1${N}234`, `1${N}235`, '…']],
    ['en', 'More than 1,000 properties · Page 1,234', ['1', '…', '1,233', '1,234', '1,235', '…']],
    ['de', 'Mehr als 1.000 Immobilien · Seite 1.234', ['1', '…', '1.233', '1.234', '1.235', '…']],
  ] as const)('%s: the page links write a page past a thousand as the title does', async (language, title, row) => {
    total = 20_000;
    history.replaceState(null, '', '/list/?pg=1234');
    renderInLanguage(<PropertyList host={document.createElement('div')} language={language} />, language);
    await shows(title);
    // between the steps: each page's number as shown (after its hidden "Page"), or the gap
    const pages = [...document.querySelectorAll('.pagination li:not(:first-child):not(:last-child)')];
    expect(pages.map((item) => (item.classList.contains('pagination__gap') ? '…' : item.querySelector('a')!.lastChild!.textContent))).toEqual(row);
  });

  it('tells a page past the end from one past the bound: a bookmark past the last page shows the last', async () => {
    total = 1_030;
    show({}, '/list/?pg=200');
    await waitFor(() => expect(location.search).toBe('?pg=86'));
    await shows('1,030 properties · Page 86 of 86');
  });

  it('sends agency-results with moreThanTotal, and the same fields as before below the bound', async () => {
    const details: unknown[] = [];
    const host = document.createElement('div');
    host.addEventListener('agency-results', (event) => details.push((event as CustomEvent).detail));
    total = 5_000;
    history.replaceState(null, '', '/list/');
    renderInLanguage(<PropertyList host={host} language="en" />, 'en', host);
    await waitFor(() => expect(details).toHaveLength(1));
    expect(details[0]).toMatchObject({ list: 'properties', total: 1_000, page: 1, pageCount: 84, moreThanTotal: true });
  });

  it('says "more than" on the phone\'s button that shows the results', async () => {
    window.innerWidth = 375;
    try {
      total = 5_000;
      show({}, '/list/');
      fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
      expect(await screen.findByRole('button', { name: 'Show more than 1,000 properties' })).toBeTruthy();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it.each([
    ['nl', 'Meer dan 1.000 panden · Pagina 1', 'Toon meer dan 1.000 panden'],
    ['fr', 'Plus de 1\u202f000 biens · Page 1', 'Afficher plus de 1\u202f000 biens'],
    ['de', 'Mehr als 1.000 Immobilien · Seite 1', 'Mehr als 1.000 Immobilien anzeigen'],
  ] as const)('speaks %s', async (language, title, button) => {
    window.innerWidth = 375;
    try {
      total = 5_000;
      history.replaceState(null, '', '/list/');
      renderInLanguage(<PropertyList host={document.createElement('div')} language={language} />, language);
      await shows(title);
      fireEvent.click(document.querySelector('.filters__toggle')!);
      expect(await screen.findByRole('button', { name: button })).toBeTruthy();
    } finally {
      window.innerWidth = 1024;
    }
  });
});
