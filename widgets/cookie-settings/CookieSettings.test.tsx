import { fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { consentPanel } from '../consent/panel.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { CookieSettings } from './CookieSettings.tsx';

afterEach(() => {
  document.querySelectorAll('agency-cookie-consent').forEach((element) => element.remove());
  consentPanel.setState({ preferences: false, opener: null });
});

describe('CookieSettings', () => {
  it('is a link-looking button named in the visitor’s language', () => {
    renderInLanguage(<CookieSettings host={document.createElement('div')} language="de" />, 'de');
    const button = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    expect(button.className).toBe('link');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('reopens the choices, remembering itself for focus, and adds the consent element a page lacks', () => {
    renderInLanguage(<CookieSettings host={document.createElement('div')} language="nl" appearance="button" />, 'nl');
    const button = screen.getByRole('button', { name: 'Cookie-instellingen' });
    expect(button.className).toBe('button');
    expect(document.querySelector('agency-cookie-consent')).toBeNull();
    fireEvent.click(button);
    expect(consentPanel.getState()).toMatchObject({ preferences: true, opener: button });
    expect(document.querySelectorAll('agency-cookie-consent').length).toBe(1);
    fireEvent.click(button);
    expect(document.querySelectorAll('agency-cookie-consent').length).toBe(1);
  });
});
