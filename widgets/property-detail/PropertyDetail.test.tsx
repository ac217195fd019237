import { act, configure as configureTesting, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CHOICES } from '../../core/consent/categories.ts';
import { MAP_FRAME_MESSAGE_DELAY_MS } from '../../core/constants.ts';
import { INITIAL_CONSENT } from '../../core/consent/state.ts';
import { parseConfig } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';
import { agencyStore } from '../../core/store.ts';
import { startConsent } from '../consent/consent.ts';
import { startPage } from '../page.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { type FakeViewport, fakeViewport } from '../testing/fake-viewport.ts';
import { completeProperty } from '../testing/fixtures.ts';
import { PropertyDetail } from './PropertyDetail.tsx';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';
import { JSON_LD_ATTRIBUTE } from './use-json-ld.ts';

// rendered without its element around it: links are plain anchors
vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'));

// parts that load as the visitor scrolls are compiled on their first import here, which can take a while on a busy machine
configureTesting({ asyncUtilTimeout: 5000 });

let api: StubbedFetch;
let viewport: FakeViewport;
let served: Property;

function configure(attributes: Record<string, string> = {}) {
  // as on a page: its settings and the visitor's stored consent are read before the tests set theirs (a first
  // consent gate would otherwise read them again over the test's)
  startPage();
  startConsent();
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1', ...attributes }, 'http://localhost'));
}

beforeEach(() => {
  configure();
  agencyStore.getState().setConsent(INITIAL_CONSENT);
  served = completeProperty();
  api = stubFetch({
    'GET /properties/5103': () => served,
    'GET /properties/5103/similar': { items: [] },
    'POST /visits': undefined,
  });
  viewport = fakeViewport();
});

afterEach(() => {
  api.restore();
  history.replaceState(null, '', '/');
});

const host = document.createElement('div');
const show = (props: { propertyId?: string; headingLevel?: number } = { propertyId: '5103' }, language: Language = 'en') =>
  renderInLanguage(<PropertyDetail {...props} host={host} language={language} />, language);
const visits = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/v1/visits');
const headings = (level: number) => screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('PropertyDetail', () => {
  it('shows the property: its title as the main heading, address, price and key facts', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Charming town house');
    expect(screen.getByText('Grote Steenweg 74, 2600 Berchem', { selector: '.detail__address' })).toBeTruthy();
    expect(document.querySelector('.detail__price')?.textContent).toBe('€395,000');
    expect(screen.getByText('3 bedrooms')).toBeTruthy();
    expect(screen.getByText('175 m² living area')).toBeTruthy();
    expect(screen.getByText('New').className).toContain('badge');
    expect(api.calls[0]!.url.searchParams.get('lang')).toBe('en');
  });

  it('has its sections one level below the title and every attribute group below them', async () => {
    show({ propertyId: '5103', headingLevel: 2 });
    await screen.findByRole('heading', { level: 2 });
    expect(headings(2)).toEqual(['Charming town house']);
    expect(headings(3)).toEqual([
      'Description',
      'Interested in this property?',
      'Your contact',
      'Features',
      'Video',
      'Virtual tour',
      'Mobiscore',
      'Location',
      'Documents',
    ]);
    expect(headings(4)).toEqual([
      'General',
      'Price and costs',
      'Surfaces',
      'Rooms',
      'Comfort',
      'Energy',
      'Planning and legal information',
      'Amenities',
      'Judicial decision',
      'Street view',
    ]);
  });

  it('writes each attribute for its kind, in the element language', async () => {
    show({ propertyId: '5103' }, 'nl');
    await screen.findByRole('heading', { level: 1 });
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Onroerende voorheffing')).toBe('€\u00a02.470');
    expect(value('Oriëntatie tuin')).toBe('Zuidwesten');
    expect(value('Energiescore')).toBe('455 kWh/m².jaar');
    expect(value('Certificaat geldig tot')).toBe('22 november 2030');
    expect(value('Rechterlijke beslissing over een stedenbouwkundige overtreding')).toBe('Op aanvraag');
    expect(value('Lift')).toBe('Nee');
    expect(value('Renovatiejaar')).toBe('2018');
  });

  it('shows the EPC label image of the region and, for label E, the renovation notice', async () => {
    show();
    await screen.findByRole('heading', { level: 1 });
    const energy = screen.getByRole('region', { name: 'Energy' });
    expect(within(energy).getByRole('img', { name: 'Energy label E' }).getAttribute('src')).toMatch(/epc\/flanders\/e\.svg$/);
    expect(within(energy).getByText(/must be renovated to label D or better within 5 years/)).toBeTruthy();
  });

  it('links each action to its page with the property id: one visit call, the other requests as buttons', async () => {
    show();
    const actions = await screen.findByRole('region', { name: 'Interested in this property?' });
    expect(within(actions).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.className])).toEqual([
      ['Request a visit', '/en/request-a-visit/5103/', 'button button--block'],
      ['Request information', '/en/request-information/5103/', 'button button--secondary button--block'],
      ['Request documents', '/en/request-documents/5103/', 'button button--secondary button--block'],
      ['Make an offer', '/en/make-an-offer/5103/', 'button button--secondary button--block'],
      ['Send to a friend', '/en/send-to-a-friend/5103/', 'button button--secondary button--block'],
    ]);
    // without the agency's calendar there is nothing to book: no word about booking
    expect(within(actions).queryByText(/book/i)).toBeNull();
  });

  it('offers a rental application instead of an offer for a property for rent', async () => {
    served = completeProperty({ Goal: 1 });
    show();
    const actions = await screen.findByRole('region', { name: 'Interested in this property?' });
    expect(within(actions).getByRole('link', { name: 'Rental application' }).getAttribute('href')).toBe('/en/rental-application/5103/');
    expect(within(actions).queryByRole('link', { name: 'Make an offer' })).toBeNull();
  });

  it('shows the agent as a contact card with dialable phone numbers', async () => {
    show();
    const contact = await screen.findByRole('region', { name: 'Your contact' });
    expect(within(contact).getByText('Sofie Claes')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '03 218 45 60' }).getAttribute('href')).toBe('tel:+3232184560');
    expect(within(contact).getByRole('link', { name: '0475 12 34 56' }).getAttribute('href')).toBe('tel:+32475123456');
    expect(within(contact).getByRole('link', { name: 'sofie.claes@immo-demo.example' }).getAttribute('href')).toBe('mailto:sofie.claes@immo-demo.example');
  });

  it('works out what buying it costs once the visitor comes near, fed by the property, and lists no CRM figure of its own', async () => {
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Registration duties', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/Notary fees/, { selector: 'dt' })).toBeNull();
    // its place holds an empty box of about its height until then
    const place = document.querySelector('.detail__costs')!.parentElement!;
    expect(place.querySelector('agency-cost-calculator')).toBeNull();
    viewport.scrollNearAll();
    await waitFor(() => expect(place.querySelector('agency-cost-calculator')).not.toBeNull());
    const calculator = place.querySelector('agency-cost-calculator')!;
    expect(Object.fromEntries([...calculator.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      price: '395000',
      'postal-code': '2600',
      'agency-duties': '7900',
      'agency-notary': '7010',
      'heading-level': '2',
      lang: 'en',
    });
  });

  it('lists the documents with type and size', async () => {
    show();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    viewport.scrollNearAll();
    const link = await within(documents).findByRole('link');
    expect(link.getAttribute('href')).toBe('https://media.test/brochure.pdf');
    expect(link.textContent).toBe('PDFBrochurePDF, 1.9 kB');
  });

  it('plays a video file itself and keeps a service player behind its cookie category', async () => {
    show();
    await screen.findByRole('heading', { level: 1 });
    viewport.scrollNearAll();
    await screen.findByText(/This content comes from YouTube/);
    const video = screen.getByRole('region', { name: 'Video' });
    expect(within(video).getByText(/This content comes from YouTube/)).toBeTruthy();
    expect(video.querySelector('iframe')).toBeNull();
    const tour = screen.getByRole('region', { name: 'Virtual tour' });
    expect(tour.querySelector('video')?.getAttribute('src')).toBe('/media/tour.mp4');
    agencyStore.getState().setConsent({ status: 'decided', choices: { ...NO_CHOICES, marketing: true }, record: null });
    await waitFor(() => expect(video.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'));
  });

  it('shows the seven Mobiscore categories, each with its score written out', async () => {
    show();
    await screen.findByRole('region', { name: 'Mobiscore' });
    viewport.scrollNearAll();
    // the placeholder's section gives way to the Mobiscore's own
    const items = () => within(screen.getByRole('region', { name: 'Mobiscore' })).queryAllByRole('listitem');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(items().map((item) => item.textContent)).toEqual([
      'Public transport7.5 out of 10',
      'Shops9.8 out of 10',
      'Schools10 out of 10',
      'Healthcare9.9 out of 10',
      'Leisure9.5 out of 10',
      'Services10 out of 10',
      'Work8.9 out of 10',
    ]);
  });

  it('records one visit: not again when it re-renders or reloads in another language', async () => {
    const view = show();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(visits().map((call) => call.body)).toEqual([{ propertyId: 5103 }]));
    view.rerender(<PropertyDetail propertyId="5103" host={host} language="fr" />);
    await screen.findByText('Charmante maison de maître');
    expect(api.calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/5103')).length).toBe(2);
    expect(visits().length).toBe(1);
  });

  it('tells the page what it shows with agency-detail: once, and again in another language', async () => {
    const shown: unknown[] = [];
    const listener = (event: Event) => shown.push((event as CustomEvent).detail);
    host.addEventListener('agency-detail', listener);
    try {
      const view = show();
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(shown).toEqual([{ kind: 'property', id: 5103, title: 'Charming town house', language: 'en' }]));
      view.rerender(<PropertyDetail propertyId="5103" host={host} language="fr" />);
      await screen.findByText('Charmante maison de maître');
      await waitFor(() => expect(shown).toHaveLength(2));
      expect(shown[1]).toEqual({ kind: 'property', id: 5103, title: 'Charmante maison de maître', language: 'fr' });
    } finally {
      host.removeEventListener('agency-detail', listener);
    }
  });

  it('puts a RealEstateListing into the head of the page while it is shown, and takes it away after', async () => {
    const view = show();
    await screen.findByRole('heading', { level: 1 });
    const scripts = () => document.head.querySelectorAll(`script[type="application/ld+json"][${JSON_LD_ATTRIBUTE}]`);
    await waitFor(() => expect(scripts().length).toBe(1));
    const data = JSON.parse(scripts()[0]!.textContent!);
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 395000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    expect(data.offers.itemOffered.geo).toEqual({ '@type': 'GeoCoordinates', latitude: served.Latitude, longitude: served.Longitude });
    act(() => {
      view.unmount();
    });
    expect(scripts().length).toBe(0);
  });

  const UNAVAILABLE: [Partial<Property>, string, string][] = [
    [{ Status: 'sold' }, 'Property sold', 'All properties for sale'],
    [{ Status: 'rented', Goal: 1 }, 'The requested property is rented.', 'All properties for rent'],
    [{ Status: 'sold_out' }, 'This project is sold out.', 'All properties for sale'],
  ];
  for (const [overrides, message, back] of UNAVAILABLE) {
    it(`says "${message}" for a ${overrides.Status} property, with the way back to its list and no requests`, async () => {
      served = completeProperty(overrides);
      show();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getAllByRole('link', { name: back }).every((link) => link.getAttribute('href') === (overrides.Goal ? '/en/for-rent/' : '/en/for-sale/'))).toBe(true);
      expect(screen.queryByRole('link', { name: 'Request a visit' })).toBeNull();
    });
  }

  it('shows "not found" for an unknown id: no visit, no structured data, no agency-detail', async () => {
    const shown = vi.fn();
    host.addEventListener('agency-detail', shown);
    show({ propertyId: '999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all our properties' }).getAttribute('href')).toBe('/en/our-properties/');
    expect(visits()).toEqual([]);
    expect(document.head.querySelector(`[${JSON_LD_ATTRIBUTE}]`)).toBeNull();
    host.removeEventListener('agency-detail', shown);
    expect(shown).not.toHaveBeenCalled();
  });

  it('reads the id from the page URL when it has no attribute', async () => {
    history.replaceState(null, '', '/fr/a-vendre/berchem/charmante-maison-5103/');
    show({}, 'fr');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Charmante maison de maître');
  });

  it('says what failed and tries again on request', async () => {
    let failures = 1;
    api.restore();
    api = stubFetch({
      'GET /properties/5103': () => (failures-- > 0 ? new Response('{"error":"bad_request"}', { status: 400 }) : served),
      'GET /properties/5103/similar': { items: [] },
      'POST /visits': undefined,
    });
    configure({ phone: '09 123 45 67' });
    show();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Something went wrong on our side'));
    // never a page with only an error: a heading, the agency's phone and the way back to the list
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This property could not be loaded');
    expect(screen.getByRole('link', { name: '09 123 45 67' }).getAttribute('href')).toBe('tel:+3291234567');
    expect(screen.getByRole('link', { name: 'See all our properties' }).getAttribute('href')).toBe('/en/our-properties/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Charming town house');
  });
});

describe('the map frame', () => {
  beforeEach(() => {
    configure({ 'map-url': 'https://maps.agency.test/frame/', 'map-type': 'satellite', 'marquee-ignore': '3' });
    agencyStore.getState().setConsent({ status: 'decided', choices: { ...NO_CHOICES, marketing: true }, record: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts one message, 50 ms after the frame loaded, to the frame origin only', async () => {
    const view = show();
    await screen.findByRole('heading', { level: 1 });
    viewport.scrollNearAll();
    const frame = (await screen.findByTitle('Map: Charming town house')) as HTMLIFrameElement;
    const postMessage = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
    vi.useFakeTimers();
    act(() => {
      fireEvent.load(frame);
    });
    act(() => {
      vi.advanceTimersByTime(49);
    });
    expect(postMessage).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [data, origin] = postMessage.mock.calls[0]!;
    expect(origin).toBe('https://maps.agency.test');
    expect(JSON.parse(data)).toMatchObject({
      type: 'agency-map',
      mapType: 'satellite',
      marqueeIgnore: [3],
      properties: [{ id: 5103, latitude: 51.2047, longitude: 4.4271, price: '€395,000' }],
      infoWindow: { language: 'en', openLabel: 'View this property' },
    });
    view.rerender(<PropertyDetail propertyId="5103" host={host} language="en" />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(screen.getByTitle('Map: Charming town house')).toBe(frame);
  });

  it('loads the frame anew for another language, which again gets one message', async () => {
    const view = show();
    await screen.findByRole('heading', { level: 1 });
    viewport.scrollNearAll();
    const first = (await screen.findByTitle('Map: Charming town house')) as HTMLIFrameElement;
    const toFirst = vi.fn();
    Object.defineProperty(first, 'contentWindow', { value: { postMessage: toFirst } });
    view.rerender(<PropertyDetail propertyId="5103" host={host} language="fr" />);
    // the texts come from the element's lingui context (English here), the data in the language asked
    const second = (await screen.findByTitle('Map: Charmante maison de maître')) as HTMLIFrameElement;
    expect(second).not.toBe(first);
    const toSecond = vi.fn();
    Object.defineProperty(second, 'contentWindow', { value: { postMessage: toSecond } });
    vi.useFakeTimers();
    act(() => {
      fireEvent.load(second);
    });
    act(() => {
      vi.advanceTimersByTime(MAP_FRAME_MESSAGE_DELAY_MS);
    });
    expect(toFirst).not.toHaveBeenCalled();
    expect(toSecond).toHaveBeenCalledTimes(1);
    expect(JSON.parse(toSecond.mock.calls[0]![0]).infoWindow).toEqual({ language: 'fr', openLabel: 'View this property' });
  });

  it('shows no frame for a map URL no message could be addressed to, and the rest of the page as usual', async () => {
    configure({ 'map-url': 'http://[::1' });
    show();
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).queryByTitle(/^Map:/)).toBeNull();
    expect(within(location).queryByText(/This content comes from http/)).toBeNull();
    expect(within(location).getByRole('heading', { name: 'Street view' })).toBeTruthy();
  });

  it('waits for the map cookie category before the frame exists', async () => {
    agencyStore.getState().setConsent(INITIAL_CONSENT);
    show();
    await screen.findByRole('heading', { level: 1 });
    viewport.scrollNearAll();
    expect(await screen.findByText(/This content comes from maps\.agency\.test/)).toBeTruthy();
    expect(screen.queryByTitle('Map: Charming town house')).toBeNull();
  });
});
