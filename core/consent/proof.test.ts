import { describe, expect, it } from 'vitest';
import { ALL_CHOICES } from './categories.ts';
import { consentProof } from './proof.ts';

const record = {
  id: '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab',
  revision: 3,
  choices: { analytics: false, marketing: true, social: false, unclassified: false },
  time: 1_732_170_000_000,
};

describe('consentProof (POST /consents)', () => {
  it('holds the id, revision, the four choices, the language and the path', () => {
    expect(consentProof(record, 'fr', '/fr/a-vendre/')).toEqual({
      id: record.id,
      revision: 3,
      choices: { analytics: false, marketing: true, social: false, unclassified: false },
      language: 'fr',
      path: '/fr/a-vendre/',
    });
  });

  it('keeps the query and hash out of the path (they may hold personal data) and leaves no path out', () => {
    expect(consentProof(record, 'nl', '/nl/contact/?email=jan@example.be#form').path).toBe('/nl/contact/');
    expect('path' in consentProof(record, 'nl')).toBe(false);
  });

  it('sends exactly the four optional categories, even if the record carries more', () => {
    const widened = { ...record, choices: { ...ALL_CHOICES, necessary: true } };
    expect(Object.keys(consentProof(widened, 'de').choices)).toEqual(['analytics', 'marketing', 'social', 'unclassified']);
  });
});
