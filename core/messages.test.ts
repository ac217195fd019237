// The catalogue's ids, and the spec's own wordings as the core catalogs carry them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './i18n/languages.ts';
import * as messages from './messages.ts';
import { sourceMessages } from './messages/source.ts';

const groups = Object.entries(messages).filter(([name]) => name.endsWith('Messages'));
const descriptors = groups.flatMap(([, group]) => Object.values(group as Record<string, messages.MessageDescriptor>));

function catalog(language: Language): Record<string, string> {
  const text = readFileSync(new URL(`../dictionaries/${language}/core.po`, import.meta.url), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map(([, id, message]) => [JSON.parse(id!), JSON.parse(message!)]),
  );
}
const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, catalog(language)])) as Record<Language, Record<string, string>>;

describe('the message catalogue', () => {
  it('has unique ids of the form area.key, each with an English text', () => {
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
    for (const descriptor of descriptors) {
      expect(descriptor.id).toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/);
      expect(descriptor.message.trim()).not.toBe('');
      expect(sourceMessages[descriptor.id]).toBe(descriptor.message);
    }
  });

  it.each(LANGUAGES)('is translated in full in %s (English: the source text)', (language) => {
    for (const descriptor of descriptors) {
      const text = catalogs[language][descriptor.id];
      expect(text?.trim(), descriptor.id).toBeTruthy();
      if (language === 'en') expect(text).toBe(descriptor.message);
    }
  });
});

describe('the spec\'s wordings (§8, §9)', () => {
  it.each([
    // the spec's words, in the site's French typography (one apostrophe: ’)
    ['fr', 'error.userNotFound', 'L’adresse e-mail et/ou le mot de passe sont incorrects.'],
    ['fr', 'error.mailFailed', 'Votre e-mail n’a pas été envoyé, veuillez réessayer.'],
    ['de', 'error.requestDocuments', 'Fehler beim Anfordern der Dokumente'],
    ['en', 'error.requestDocuments', 'Request document error'],
    ['en', 'validation.passwordConfirmRequired', 'Please confirm the password.'],
    ['en', 'validation.captchaInvalid', 'The entered characters are not valid.'],
  ] as const)('%s %s is "%s"', (language, id, text) => {
    expect(catalogs[language][id]).toBe(text);
  });

  it.each(LANGUAGES)('%s: the renovation notice says 5 years, label E or F, from 2023, to D', (language) => {
    const notice = catalogs[language]['notice.energyRenovation']!;
    expect(notice).toMatch(/\b5\b/);
    expect(notice).not.toMatch(/\b6\b/);
    for (const part of ['2023', 'E', 'F', 'D']) expect(notice).toContain(part);
  });

  it.each(LANGUAGES)('%s: the time slots are 10–13, 14–16 and 16–19 h', (language) => {
    const hours = (id: string) => catalogs[language][id]!.match(/\d{2}/g)?.filter((_, index) => index % 2 === 0);
    expect(hours('notice.timeSlot.morning')).toEqual(['10', '13']);
    expect(hours('notice.timeSlot.afternoon')).toEqual(['14', '16']);
    expect(hours('notice.timeSlot.evening')).toEqual(['16', '19']);
  });

  it.each(LANGUAGES)('%s: the purchase deposit is 10 percent, paid at the sales agreement; the rental deposit counts its months', (language) => {
    expect(catalogs[language]['terms.purchaseDeposit']).toMatch(/10\s?%/);
    expect(catalogs[language]['terms.purchaseDeposit']).toMatch(/compromis|kompromiss|verkoopovereenkomst|sales agreement/i);
    expect(catalogs[language]['terms.rental.deposit']).toMatch(/\{months, plural, one \{# [^}]+\} other \{# [^}]+\}\}/);
  });
});
