import { describe, expect, it } from 'vitest';
import { ALL_CHOICES, NO_CHOICES, withChoice } from './categories.ts';
import { CONSENT_MODE_DEFAULTS, consentModeSignals } from './consent-mode.ts';

describe('Google Consent Mode v2', () => {
  it('defaults every signal to denied', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it.each([
    ['only necessary', NO_CHOICES, ['denied', 'denied', 'denied', 'denied']],
    ['all', ALL_CHOICES, ['granted', 'granted', 'granted', 'granted']],
    ['analytics alone', withChoice(NO_CHOICES, 'analytics', true), ['denied', 'granted', 'denied', 'denied']],
    ['marketing alone', withChoice(NO_CHOICES, 'marketing', true), ['granted', 'denied', 'granted', 'granted']],
    ['social and unclassified', { ...NO_CHOICES, social: true, unclassified: true }, ['denied', 'denied', 'denied', 'denied']],
  ])('%s → ad_storage, analytics_storage, ad_user_data, ad_personalization %j', (_what, choices, expected) => {
    const signals = consentModeSignals(choices);
    expect([signals.ad_storage, signals.analytics_storage, signals.ad_user_data, signals.ad_personalization]).toEqual(expected);
  });
});
