// In a file of its own: every part below starts unloaded here, as on a first visit.
import { configure as configureTesting, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { INITIAL_CONSENT } from '../../core/consent/state.ts';
import { agencyStore } from '../../core/store.ts';
import { startPage } from '../page.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { type FakeViewport, fakeViewport } from '../testing/fake-viewport.ts';
import { completeProperty } from '../testing/fixtures.ts';
import { PropertyView } from './PropertyView.tsx';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';

// rendered without its element around it: links are plain anchors
vi.mock('../ui/navigation/Link.tsx', () => import('../testing/plain-link.tsx'));

// parts that load as the visitor scrolls are compiled on their first import here, which can take a while on a busy machine
configureTesting({ asyncUtilTimeout: 5000 });

let api: StubbedFetch;
let viewport: FakeViewport;

beforeEach(() => {
  // as on a page, where the page's settings are read before any element renders (a consent gate would read them again)
  startPage();
  agencyStore
    .getState()
    .configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1', 'map-url': 'https://maps.agency.test/frame/' }, 'http://localhost'));
  agencyStore.getState().setConsent(INITIAL_CONSENT);
  api = stubFetch({ 'GET /properties/5103/similar': { items: [completeProperty({ ID: 5104, Title: { en: 'Bright flat by the park' } })] } });
  viewport = fakeViewport();
});

afterEach(() => api.restore());

describe('PropertyView, further down the page', () => {
  it('holds the place of each part until the visitor scrolls near it, then shows it there', async () => {
    renderInLanguage(<PropertyView property={completeProperty()} language="en" host={document.createElement('div')} level={2} />);
    // the outline is whole from the start: every section has its heading
    await screen.findByRole('heading', { level: 3, name: 'Similar properties' });
    for (const name of ['Video', 'Virtual tour', 'Mobiscore', 'Location', 'Documents']) {
      const region = screen.getByRole('region', { name });
      expect(region.querySelectorAll('.placeholder').length).toBeGreaterThan(0);
      // no player, frame, consent placeholder, score or document yet
      expect(region.querySelector('iframe, video, .consent-gate, .score, a.document')).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Similar properties' }).querySelectorAll('.card-placeholder').length).toBe(1);
    expect(screen.queryByRole('link', { name: 'Bright flat by the park' })).toBeNull();
    // video, tour, Mobiscore, map, street view, documents, similar cards
    await waitFor(() => expect(viewport.waiting).toBe(7));

    viewport.scrollNearAll();
    expect(await screen.findByRole('link', { name: 'Bright flat by the park' })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.placeholder').length).toBe(0));
    expect(screen.getByText(/This content comes from YouTube/)).toBeTruthy();
    expect(screen.getByText(/This content comes from maps\.agency\.test/)).toBeTruthy();
    expect(screen.getByText(/This content comes from Google Street View/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Virtual tour' })).getByLabelText(/^Virtual tour:/).localName).toBe('video');
    expect(within(screen.getByRole('region', { name: 'Mobiscore' })).getAllByRole('listitem').length).toBe(7);
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByRole('link')).toBeTruthy();
    expect(viewport.waiting).toBe(0);
  });

  it('drops the video section once its part finds the address is no video it knows', async () => {
    renderInLanguage(
      <PropertyView property={completeProperty({ VideoUrl: 'https://agency.test/our-offices/' })} language="en" host={document.createElement('div')} level={2} />,
    );
    viewport.scrollNearAll();
    // the tour's player is in: the parts have loaded
    expect((await screen.findByLabelText(/^Virtual tour:/)).localName).toBe('video');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Video' })).toBeNull());
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).not.toContain('Video');
  });
});
