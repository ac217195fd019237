import { configure as configureTesting, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { agencyStore } from '../../core/store.ts';
import { navigate } from '../ui/navigation/Link.tsx';
import { renderInLanguage } from '../testing/render.tsx';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';
import { OwnerPortal } from './OwnerPortal.tsx';

vi.mock('../ui/navigation/Link.tsx', async () => ({ ...(await import('../testing/plain-link.tsx')), navigate: vi.fn() }));

configureTesting({ asyncUtilTimeout: 5000 });

const session = {
  owner: { ID: 1, Username: 'mpeeters', Email: 'marleen.peeters@example.be', FirstName: 'Marleen', LastName: 'Peeters', Language: 'nl' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const property = (ID: number, extra: Record<string, unknown> = {}) => ({
  ID,
  Title: { en: `House ${ID}` },
  Street: 'Kerkstraat',
  HouseNumber: String(ID),
  Zip: '9000',
  City: 'GENT',
  Goal: 0,
  WebID: 1,
  Status: 'available',
  Online: true,
  MainPicture: null,
  ...extra,
});
const quiet = { today: 0, week: 0, month: 0, total: 0, last30: Array.from({ length: 30 }, (_, day) => ({ date: `2026-11-${String(day + 1).padStart(2, '0')}`, count: 0 })) };
const error = (code: string, status: number) => () => new Response(JSON.stringify({ error: code }), { status });

let api: StubbedFetch;
beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1' }, 'http://localhost'));
  sessionStorage.clear();
  vi.mocked(navigate).mockClear();
});
afterEach(() => {
  api?.restore();
  history.replaceState(null, '', '/');
});

const show = () => renderInLanguage(<OwnerPortal headingLevel={1} host={document.createElement('div')} language="en" />, 'en');

describe('OwnerPortal', () => {
  it('shows the property on the market first, offline and sold ones with their status, and its quiet month', async () => {
    api = stubFetch({
      'GET /owner/session': session,
      'GET /owner/properties': { items: [property(1, { Status: 'sold' }), property(2, { Online: false }), property(3)] },
      'GET /owner/properties/3/statistics': quiet,
      'GET /owner/properties/3/history': { items: [] },
    });
    history.replaceState(null, '', '/en/owner/');
    show();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('House 3');
    expect(screen.getByText('Logged in as Marleen Peeters')).toBeTruthy();
    expect(await screen.findByText('No visits in the last 30 days.')).toBeTruthy();
    // no chart for nothing: the sentence says it
    expect(document.querySelector('.chart')).toBeNull();
    expect(screen.getAllByText('Not on our website').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { current: true }).map((link) => link.textContent)).toEqual([expect.stringContaining('House 3')]);
  });

  it('shows nothing of a property that is not the owner’s', async () => {
    api = stubFetch({ 'GET /owner/session': session, 'GET /owner/properties': { items: [property(3)] } });
    history.replaceState(null, '', '/en/owner/?property=99');
    show();
    expect(await screen.findByText('This property is not among yours. Choose one of your properties.')).toBeTruthy();
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/owner/session', '/api/v1/owner/properties']);
  });

  it.each([
    ['unauthorized', 401, false, '/en/login/?next=%2Fen%2Fowner%2F%3Fproperty%3D3'],
    ['unauthorized', 401, true, '/en/login/?next=%2Fen%2Fowner%2F%3Fproperty%3D3&reason=expired'],
    ['person_not_found', 401, true, '/en/login/?next=%2Fen%2Fowner%2F%3Fproperty%3D3&reason=person'],
  ])('sends an owner without a session (%s %i, had one: %s) to the login, in place of the portal', async (code, status, hadOne, href) => {
    if (hadOne) sessionStorage.setItem('agency-owner:session', '1');
    api = stubFetch({ 'GET /owner/session': error(code, status), 'GET /owner/properties': error(code, status) });
    history.replaceState(null, '', '/en/owner/?property=3');
    show();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.anything(), href, { replace: true }));
    expect(sessionStorage.getItem('agency-owner:session')).toBeNull();
  });

  it('logs out: the report goes at once and the login page says so', async () => {
    api = stubFetch({
      'GET /owner/session': session,
      'GET /owner/properties': { items: [property(3)] },
      'GET /owner/properties/3/statistics': quiet,
      'GET /owner/properties/3/history': { items: [] },
      'DELETE /owner/session': () => undefined,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.anything(), '/en/login/?reason=logout', { replace: true }));
    expect(screen.queryByText('House 3')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
