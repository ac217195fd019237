import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { projectTitle, propertyTitle } from './title.ts';

const villa = { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' };

describe('propertyTitle', () => {
  it.each<[string, Parameters<typeof propertyTitle>[0], Language, string]>([
    ['the title in the language', { Title: { nl: 'Ruime villa', fr: 'Villa spacieuse' }, TypeName: villa }, 'fr', 'Villa spacieuse'],
    ['an upper-case key', { Title: { FR: 'Villa spacieuse' }, TypeName: villa }, 'fr', 'Villa spacieuse'],
    ['another language before the type', { Title: { fr: 'Villa spacieuse' }, TypeName: villa }, 'nl', 'Villa spacieuse'],
    ['nl first among the others', { Title: { de: 'Geräumige Villa', nl: 'Ruime villa' }, TypeName: villa }, 'en', 'Ruime villa'],
    ['a blank title is no title', { Title: { en: '   ' }, TypeName: { en: 'House' } }, 'en', 'House'],
    ['no title: the type', { Title: {}, TypeName: { de: 'Haus' } }, 'de', 'Haus'],
    ['nothing at all', { Title: null, TypeName: null }, 'nl', ''],
  ])('%s', (_, property, language, title) => expect(propertyTitle(property, language)).toBe(title));
});

describe('projectTitle', () => {
  it.each<[string, Parameters<typeof projectTitle>[0], Language, string]>([
    ['the title in the language', { Title: { nl: 'Residentie Scheldekaai', fr: 'Résidence Scheldekaai' }, ProjectNumber: 'P-001' }, 'fr', 'Résidence Scheldekaai'],
    ['another language before the number', { Title: { nl: 'Residentie Scheldekaai' }, ProjectNumber: 'P-001' }, 'de', 'Residentie Scheldekaai'],
    ['no title: the number', { Title: { nl: '' }, ProjectNumber: ' P-001 ' }, 'en', 'P-001'],
    ['nothing at all', { Title: undefined, ProjectNumber: null }, 'nl', ''],
  ])('%s', (_, project, language, title) => expect(projectTitle(project, language)).toBe(title));
});
