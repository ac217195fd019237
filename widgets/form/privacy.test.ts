import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '../../core/api/contract.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor } from '../testing/render.tsx';
import { privacyLine } from './privacy.ts';

describe('the line on what the agency does with the data', () => {
  it.each(LANGUAGES)('says 24 months for a lead, in %s, and the term the page gives', (language) => {
    const i18n = i18nFor(language);
    expect(privacyLine(i18n, 'valuation')).toMatch(/\b24\b/);
    expect(privacyLine(i18n, 'job', 6)).toMatch(/\b6\b/);
    expect(privacyLine(i18n, 'job', 6)).not.toMatch(/\b24\b/);
    // an unusable attribute keeps the default
    expect(privacyLine(i18n, 'job', -1)).toMatch(/\b24\b/);
    expect(privacyLine(i18n, 'job', 2.5)).toMatch(/\b24\b/);
  });

  it('has its own words for the friend, the newsletter and a testimonial, and a line for every form', () => {
    const i18n = i18nFor('nl');
    const lines = new Set(REQUEST_KINDS.map((kind) => privacyLine(i18n, kind)));
    expect(privacyLine(i18n, 'friend')).not.toBe(privacyLine(i18n, 'contact'));
    expect(privacyLine(i18n, 'newsletter')).not.toMatch(/\d/);
    expect(privacyLine(i18n, 'testimonial')).not.toMatch(/\d/);
    // a rental application is kept 6 months, not 24: its own line
    expect(privacyLine(i18n, 'rental')).toMatch(/\b6\b/);
    expect(lines.size).toBe(5);
    for (const line of lines) expect(line).not.toMatch(/^form\./);
  });
});
