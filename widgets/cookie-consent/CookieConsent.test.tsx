import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_CHOICES, NO_CHOICES } from '../../core/consent/categories.ts';
import { INITIAL_CONSENT } from '../../core/consent/state.ts';
import { agencyStore } from '../../core/store.ts';
import { consentPanel } from '../consent/panel.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { CookieConsent } from './CookieConsent.tsx';

beforeEach(() => {
  document.cookie = 'agency_consent=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  agencyStore.getState().setConsent(INITIAL_CONSENT);
  consentPanel.setState({ preferences: false, opener: null, reloadNeeded: false, decisions: 0 });
});

const host = () => document.createElement('agency-cookie-consent');

describe('CookieConsent', () => {
  it('asks a visitor who has not decided, with three equal choices, in their language', () => {
    renderInLanguage(<CookieConsent host={host()} language="fr" />, 'fr');
    expect(screen.getByRole('heading', { name: 'Cookies sur ce site' })).toBeTruthy();
    const choices = screen.getAllByRole('button').filter((button) => button.getAttribute('part') === 'button');
    expect(choices.map((button) => button.textContent)).toEqual(['Tout accepter', 'Nécessaires uniquement', 'Personnaliser']);
    expect(new Set(choices.map((button) => button.className))).toEqual(new Set(['button']));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/politique-cookies/');
  });

  it('stays out of the way of a visitor who decided, and on preview pages', () => {
    agencyStore.getState().setConsent({ status: 'decided', choices: NO_CHOICES, record: null });
    const { rerender } = renderInLanguage(<CookieConsent host={host()} language="en" />);
    expect(screen.queryByRole('heading')).toBeNull();
    agencyStore.getState().setConsent({ status: 'preview', choices: ALL_CHOICES, record: null });
    rerender(<CookieConsent host={host()} language="en" cookiePolicy="/en/privacy/" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('"Only necessary" stores the refusal, tells the page and closes', async () => {
    const element = host();
    document.body.append(element);
    const events: unknown[] = [];
    element.addEventListener('agency-consent-change', (event) => events.push((event as CustomEvent).detail.choices));
    renderInLanguage(<CookieConsent host={element} language="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cookies on this website' })).toBeNull());
    expect(agencyStore.getState().consent.status).toBe('decided');
    expect(document.cookie).toMatch(/agency_consent=1\.1\.0000\.\d+\./);
    expect(events).toEqual([NO_CHOICES]);
    expect(screen.getByRole('status').textContent).toContain('Your cookie choices have been saved.');
    element.remove();
  });

  it('a second element on the same page stays empty', () => {
    const first = host();
    document.body.append(first);
    renderInLanguage(<CookieConsent host={host()} language="en" />);
    expect(screen.queryByRole('heading')).toBeNull();
    first.remove();
  });
});
