import { describe, expect, it } from 'vitest';
import type { FormKind } from '../../core/forms/forms.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { thankYouHref } from './navigation.ts';

describe('thankYouHref', () => {
  it.each<[FormKind, Language, number | undefined, string | undefined]>([
    ['visit', 'en', 5101, '/en/thank-you/visit-request/?property=5101'],
    ['offer', 'fr', 5103, '/fr/merci/offre/?property=5103'],
    // a page of the site sent to a friend names no property
    ['friend', 'nl', undefined, '/nl/bedankt/doorgestuurd/'],
    // the owner's forms stay on their page
    ['login', 'nl', undefined, undefined],
  ])('%s in %s about %s → %s', (kind, language, propertyId, href) => {
    expect(thankYouHref(kind, language, propertyId)).toBe(href);
  });
});
