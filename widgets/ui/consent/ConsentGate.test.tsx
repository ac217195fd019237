import { fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_CHOICES } from '../../../core/consent/categories.ts';
import { INITIAL_CONSENT } from '../../../core/consent/state.ts';
import { agencyStore } from '../../../core/store.ts';
import { renderInLanguage } from '../../testing/render.tsx';
import { ConsentGate } from './ConsentGate.tsx';

beforeEach(() => {
  document.cookie = 'agency_consent=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  agencyStore.getState().setConsent(INITIAL_CONSENT);
});

describe('ConsentGate', () => {
  it('shows a placeholder instead of the content until its category is accepted', () => {
    renderInLanguage(
      <ConsentGate category="marketing" provider="Google Maps" language="nl">
        <p>the map</p>
      </ConsentGate>,
      'nl',
    );
    expect(screen.queryByText('the map')).toBeNull();
    expect(screen.getByText(/Deze inhoud komt van Google Maps\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marketingcookies aanvaarden en tonen' }));
    expect(screen.getByText('the map')).toBeTruthy();
    expect(agencyStore.getState().consent.choices).toEqual({ ...NO_CHOICES, marketing: true });
  });

  it('renders the content at once when the category is already accepted', () => {
    agencyStore.getState().setConsent({ status: 'decided', choices: { ...NO_CHOICES, social: true }, record: null });
    renderInLanguage(
      <ConsentGate category="social">
        <p>the post</p>
      </ConsentGate>,
    );
    expect(screen.getByText('the post')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
