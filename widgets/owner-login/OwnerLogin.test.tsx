import { configure as configureTesting, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { type StubbedFetch, stubFetch } from '../testing/stub-fetch.ts';
import { OwnerLogin, type OwnerLoginProps } from './OwnerLogin.tsx';
import { tokenOf } from './ResetForm.tsx';

vi.mock('../ui/navigation/Link.tsx', async () => ({ ...(await import('../testing/plain-link.tsx')), navigate: vi.fn() }));

configureTesting({ asyncUtilTimeout: 5000 });

const session = {
  owner: { ID: 1, Username: 'mpeeters', Email: 'marleen.peeters@example.be', FirstName: 'Marleen', LastName: 'Peeters', Language: 'nl' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const unauthorized = () => new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401 });

let api: StubbedFetch;
beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ languages: 'nl,fr,en,de', api: '/api/v1', captcha: 'none' }, 'http://localhost'));
  sessionStorage.clear();
});
afterEach(() => {
  api?.restore();
  history.replaceState(null, '', '/');
});

const show = (props: OwnerLoginProps = {}, language: Language = 'en') =>
  renderInLanguage(<OwnerLogin headingLevel={1} host={document.createElement('div')} language={language} {...props} />, language);

describe('OwnerLogin', () => {
  it.each([
    ['expired', 'Your session has ended. Please log in again.'],
    ['person', 'We could not find this person.'],
    ['logout', 'You are logged out. Thank you for your visit.'],
  ])('says why the owner is here (%s)', async (reason, text) => {
    api = stubFetch({ 'GET /owner/session': unauthorized });
    history.replaceState(null, '', `/en/login/?reason=${reason}&next=%2Fen%2Fowner%2F%3Fproperty%3D12`);
    show();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Owner login');
  });

  it('shows an owner who is logged in who they are, the way to the portal and the logout', async () => {
    api = stubFetch({ 'GET /owner/session': session, 'DELETE /owner/session': () => undefined });
    show();
    expect(await screen.findByText('You are logged in as Marleen Peeters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my properties' }).getAttribute('href')).toBe('/en/owner/');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You are logged out. Thank you for your visit.')).toBeTruthy();
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'DELETE']);
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
  });

  it('goes from the login to the password reminder and back, the focus on each heading', async () => {
    api = stubFetch({ 'GET /owner/session': unauthorized });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Password forgotten?' }));
    const heading = await screen.findByText('Password forgotten');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByLabelText(/^E-mail address/).getAttribute('autocomplete')).toBe('email');
    fireEvent.click(screen.getAllByRole('button', { name: 'Back to the login' })[0]!);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Owner login'));
  });

  it('on the reset page without a usable link, says so and offers a new one', async () => {
    api = stubFetch({});
    history.replaceState(null, '', '/en/login/new-password/#token=short');
    show({ view: 'reset' });
    expect(await screen.findByText('This link to choose a new password is not valid or has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Password forgotten')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('on the reset page, asks for the new password twice and sends it with the link’s token', async () => {
    api = stubFetch({ 'POST /owner/password': () => undefined });
    const token = 'A'.repeat(43);
    history.replaceState(null, '', `/en/login/new-password/#token=${token}`);
    show({ view: 'reset' });
    const password = (await screen.findByLabelText(/^New password/)) as HTMLInputElement;
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    fireEvent.input(password, { target: { value: 'Nieuw-Wachtwoord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect((await screen.findAllByText('Please confirm the password.')).length).toBeGreaterThan(0);
    fireEvent.input(screen.getByLabelText(/^Confirm the password/), { target: { value: 'Nieuw-Wachtwoord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('Your new password is saved. You can log in with it now.')).toBeTruthy();
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { token, password: 'Nieuw-Wachtwoord-1', passwordConfirm: 'Nieuw-Wachtwoord-1' } }),
    ]);
    expect(location.hash).toBe('');
  });
});

describe('tokenOf', () => {
  it.each([
    ['#token=' + 'x'.repeat(43), '', 'x'.repeat(43)],
    ['', '?token=' + 'y'.repeat(20), 'y'.repeat(20)],
    ['#token=short', '', undefined],
    ['#token=<script>' + 'z'.repeat(20), '', undefined],
    ['', '', undefined],
  ])('%s %s → %s', (hash, search, token) => {
    expect(tokenOf(hash, search)).toBe(token);
  });
});
