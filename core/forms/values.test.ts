import { describe, expect, it } from 'vitest';
import { CV_ACCEPT, CV_MAX_BYTES, type FieldSpec, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './fields.ts';
import { isEmail, isPhone, isZip, parseAmount, readField } from './values.ts';
import type { MessageId } from '../messages.ts';

/** What a value of a kind answers when it is not valid, as the forms' fields declare it (forms.test.ts checks they do). */
const KIND_INVALID: Partial<Record<FieldSpec['kind'], MessageId>> = {
  email: 'validation.emailInvalid',
  phone: 'validation.phoneInvalid',
  zip: 'validation.zipInvalid',
  url: 'validation.websiteInvalid',
  integer: 'validation.numberInvalid',
  amount: 'validation.numberInvalid',
  ages: 'validation.numberInvalid',
  date: 'validation.dateInvalid',
};

const spec = (kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: 'x',
  kind,
  required: false,
  label: 'field.remark',
  ...extra,
  messages: { ...(KIND_INVALID[kind] ? { invalid: KIND_INVALID[kind] } : {}), ...extra.messages },
});

describe('isEmail', () => {
  it.each([
    ['jan.peeters@example.be', true],
    ['marie-claire+immo@sub.agence.lu', true],
    ['élodie@exemple.fr', true],
    ['a@b.co', true],
    [`${'a'.repeat(64)}@example.be`, true],
    [`${'a'.repeat(65)}@example.be`, false],
    ['jan@example', false],
    ['jan@example.b', false],
    ['jan@@example.be', false],
    ['jan example@example.be', false],
    ['.jan@example.be', false],
    ['jan.@example.be', false],
    ['jan..peeters@example.be', false],
    ['jan@example..be', false],
    ['jan@.example.be', false],
    ['jan@example.123', false],
    ['<jan@example.be>', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });
});

describe('isPhone (8 to 15 digits)', () => {
  it.each([
    ['0475 12 34 56', true],
    ['050 12 34 56', true],
    ['+32 475 12 34 56', true],
    ['+32 (0)475/12.34.56', true],
    ['0032-475-123456', true],
    ['1234567', false],
    ['12345678', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['0475 12 34 5x', false],
    ['32+475123456', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isPhone(text)).toBe(expected);
  });
});

describe('isZip', () => {
  it.each([
    ['1000', true],
    ['9999', true],
    ['L-1234', true],
    ['1012 AB', true],
    ['75001', true],
    ['D-52062', true],
    ['1', false],
    ['ABCD', false],
    ['12345678901', false],
    ['-1000', false],
  ])('%s → %s', (text, expected) => {
    expect(isZip(text)).toBe(expected);
  });
});

describe('parseAmount (Belgian writing of euros)', () => {
  it.each([
    ['250000', 250000],
    ['250.000', 250000],
    ['1.250.000', 1250000],
    ['1.234,50', 1234.5],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['1,234.50', 1234.5],
    ['€ 250.000', 250000],
    ['250 000 €', 250000],
    ['250\u202f000 EUR', 250000],
    ['250000 euros', 250000],
    [250000.5, 250000.5],
    ['250.00', 250],
    ['2.50', 2.5],
    ['1.2345', undefined],
    ['12,345,6', undefined],
    ['-5', undefined],
    ['abc', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });
});

describe('readField', () => {
  it.each([
    // text: trimmed, bounded, one line
    [spec('text', { maxLength: 5 }), '  Jan  ', { ok: true, value: 'Jan' }],
    [spec('text', { maxLength: 5 }), 'abcde', { ok: true, value: 'abcde' }],
    [spec('text', { maxLength: 5 }), 'abcdef', { ok: false, message: 'validation.tooLong' }],
    [spec('text'), 'a\nb', { ok: false, message: 'validation.invalid' }],
    [spec('text'), 'a\u0000b', { ok: false, message: 'validation.invalid' }],
    [spec('text'), 12, { ok: true, value: '12' }],
    [spec('text'), { x: 1 }, { ok: false, message: 'validation.invalid' }],
    [spec('text'), ['a'], { ok: false, message: 'validation.invalid' }],
    [spec('text'), true, { ok: false, message: 'validation.invalid' }],
    [spec('text'), 'Cafe\u0301', { ok: true, value: 'Café' }],
    // multi-line: line breaks kept, Windows ones unified
    [spec('multiline', { maxLength: 9 }), ' a\r\nb\rc\td ', { ok: true, value: 'a\nb\nc\td' }],
    [spec('multiline', { maxLength: 3 }), 'abcd', { ok: false, message: 'validation.tooLong' }],
    [spec('multiline'), 'a\u0007b', { ok: false, message: 'validation.invalid' }],
    // blank
    [spec('text'), '   ', { ok: true, value: undefined }],
    [spec('text', { required: true }), '   ', { ok: false, message: 'validation.required' }],
    [spec('text', { required: true, messages: { required: 'validation.cityRequired' } }), null, { ok: false, message: 'validation.cityRequired' }],
    [spec('choices', { options: ['a'] }), undefined, { ok: true, value: [] }],
    // e-mail, phone, zip, url
    [spec('email'), ' jan@example.be ', { ok: true, value: 'jan@example.be' }],
    [spec('email'), 'jan@', { ok: false, message: 'validation.emailInvalid' }],
    [spec('email', { maxLength: 10 }), 'jan@example.be', { ok: false, message: 'validation.tooLong' }],
    [spec('phone'), '0475 12 34 56', { ok: true, value: '0475 12 34 56' }],
    [spec('phone'), '12', { ok: false, message: 'validation.phoneInvalid' }],
    [spec('zip'), 2000, { ok: true, value: '2000' }],
    [spec('zip'), '?', { ok: false, message: 'validation.zipInvalid' }],
    [spec('url'), 'www.agence.be', { ok: true, value: 'https://www.agence.be/' }],
    [spec('url'), 'http://agence.be/a?b=1', { ok: true, value: 'http://agence.be/a?b=1' }],
    [spec('url'), 'javascript:alert(1)', { ok: false, message: 'validation.websiteInvalid' }],
    [spec('url'), 'ftp://agence.be', { ok: false, message: 'validation.websiteInvalid' }],
    [spec('url'), 'localhost', { ok: false, message: 'validation.websiteInvalid' }],
    [spec('url'), 'www.agence .be', { ok: false, message: 'validation.websiteInvalid' }],
    // passwords are kept as typed
    [spec('password', { minLength: 8 }), ' abc def ', { ok: true, value: ' abc def ' }],
    [spec('password', { minLength: 8 }), 'abcdefg', { ok: false, message: 'validation.invalid' }],
    [spec('password', { maxLength: 8 }), 'abcdefghi', { ok: false, message: 'validation.tooLong' }],
    [spec('password'), 12345678, { ok: false, message: 'validation.invalid' }],
    // choices
    [spec('choice', { options: ['mr', 'ms'] }), ' ms ', { ok: true, value: 'ms' }],
    [spec('choice', { options: ['mr', 'ms'] }), 'MS', { ok: false, message: 'validation.invalid' }],
    [spec('choice', { options: ['1', '2'] }), 2, { ok: true, value: '2' }],
    [spec('choices', { options: ['a', 'b', 'c'] }), ['c', 'a', 'c'], { ok: true, value: ['c', 'a'] }],
    [spec('choices', { options: ['a', 'b'] }), 'b', { ok: true, value: ['b'] }],
    [spec('choices', { options: ['a', 'b'] }), ['a', 'z'], { ok: false, message: 'validation.invalid' }],
    [spec('choices', { options: ['a', 'b'], maxItems: 2 }), ['a', 'b', 'a'], { ok: false, message: 'validation.invalid' }],
    // booleans: absent is false, never true by default
    [spec('boolean'), undefined, { ok: true, value: false }],
    [spec('boolean'), '', { ok: true, value: false }],
    [spec('boolean'), 'on', { ok: true, value: true }],
    [spec('boolean'), 'true', { ok: true, value: true }],
    [spec('boolean'), '0', { ok: true, value: false }],
    [spec('boolean'), true, { ok: true, value: true }],
    [spec('boolean'), 'maybe', { ok: false, message: 'validation.invalid' }],
    [spec('boolean'), {}, { ok: false, message: 'validation.invalid' }],
    // integers, bounds included
    [spec('integer', { min: 1, max: 20 }), 1, { ok: true, value: 1 }],
    [spec('integer', { min: 1, max: 20 }), '20', { ok: true, value: 20 }],
    [spec('integer', { min: 1, max: 20 }), 0, { ok: false, message: 'validation.numberInvalid' }],
    [spec('integer', { min: 1, max: 20 }), 21, { ok: false, message: 'validation.numberInvalid' }],
    [spec('integer'), 1.5, { ok: false, message: 'validation.numberInvalid' }],
    [spec('integer'), '1e3', { ok: false, message: 'validation.numberInvalid' }],
    [spec('integer'), Number.MAX_SAFE_INTEGER + 1, { ok: false, message: 'validation.numberInvalid' }],
    // amounts, at most cents
    [spec('amount', { min: 1, max: 1000 }), '1.000', { ok: true, value: 1000 }],
    [spec('amount', { min: 1, max: 1000 }), '1.000,01', { ok: false, message: 'validation.numberInvalid' }],
    [spec('amount', { min: 1, max: 1000 }), 1, { ok: true, value: 1 }],
    [spec('amount', { min: 1, max: 1000 }), 0.99, { ok: false, message: 'validation.numberInvalid' }],
    [spec('amount'), 10.125, { ok: false, message: 'validation.numberInvalid' }],
    [spec('amount'), 0.1 + 0.2, { ok: true, value: 0.1 + 0.2 }],
    // lists of numbers
    [spec('ages', { min: 0, max: 25 }), [0, '25', 3, 3], { ok: true, value: [0, 25, 3, 3] }],
    [spec('ages', { min: 0, max: 25 }), [26], { ok: false, message: 'validation.numberInvalid' }],
    [spec('ages', { min: 0, max: 25 }), [-1], { ok: false, message: 'validation.numberInvalid' }],
    [spec('ages', { maxItems: 2 }), [1, 2, 3], { ok: false, message: 'validation.numberInvalid' }],
    [spec('ids', { min: 1, max: 7 }), [7, '1', 7], { ok: true, value: [7, 1] }],
    [spec('ids', { min: 1, max: 7 }), [8], { ok: false, message: 'validation.invalid' }],
    [spec('ids', { min: 1, max: 7 }), 3, { ok: true, value: [3] }],
    // zones: region ids are numbers, postal codes strings
    [spec('zones'), [12, '9000', ' 1000 ', 12], { ok: true, value: [12, '9000', '1000'] }],
    [spec('zones'), ['999'], { ok: false, message: 'validation.invalid' }],
    [spec('zones'), ['0999'], { ok: false, message: 'validation.invalid' }],
    [spec('zones'), [0], { ok: false, message: 'validation.invalid' }],
    [spec('zones'), [{ id: 1 }], { ok: false, message: 'validation.invalid' }],
  ] as const)('%#: %j reads %j as %j', (field, raw, expected) => {
    expect(readField(field as FieldSpec, raw)).toEqual(expected);
  });

  it('gives back what it read unchanged when it reads it again', () => {
    const cases: [FieldSpec, unknown][] = [
      [spec('text'), '  a '],
      [spec('url'), 'agence.be'],
      [spec('amount'), '1.234,50'],
      [spec('date'), '1/2/2025'],
      [spec('choices', { options: ['a', 'b'] }), ['b', 'b', 'a']],
      [spec('zones'), [' 1000 ', 3]],
      [spec('boolean'), 'on'],
      [spec('file', { accept: CV_ACCEPT }), { name: ' cv.pdf ', size: 10, type: '' }],
    ];
    for (const [field, raw] of cases) {
      const first = readField(field, raw);
      expect(first.ok).toBe(true);
      if (first.ok) expect(readField(field, first.value)).toEqual(first);
    }
  });
});

// what a value of a kind answers is declared with the field (forms.test.ts): without it, the plain message
it.each(['email', 'integer', 'date', 'url'] as const)('readField: a %s field that declares no message of its own answers validation.invalid', (kind) => {
  expect(readField({ name: 'x', kind, required: false, label: 'field.remark' }, 'not it')).toEqual({ ok: false, message: 'validation.invalid' });
});

describe('readField: dates', () => {
  const date = spec('date', { messages: { incomplete: 'validation.startDateIncomplete' } });
  it.each([
    ['2025-06-01', { ok: true, value: '2025-06-01' }],
    ['2025-6-1', { ok: true, value: '2025-06-01' }],
    ['01/06/2025', { ok: true, value: '2025-06-01' }],
    ['1.6.2025', { ok: true, value: '2025-06-01' }],
    ['29/02/2024', { ok: true, value: '2024-02-29' }],
    ['2000-02-29', { ok: true, value: '2000-02-29' }],
    ['1900-01-01', { ok: true, value: '1900-01-01' }],
    ['2200-12-31', { ok: true, value: '2200-12-31' }],
    ['29/02/2025', { ok: false, message: 'validation.dateInvalid' }],
    ['1900-02-29', { ok: false, message: 'validation.dateInvalid' }],
    ['2025-13-01', { ok: false, message: 'validation.dateInvalid' }],
    ['2025-04-31', { ok: false, message: 'validation.dateInvalid' }],
    ['1899-12-31', { ok: false, message: 'validation.dateInvalid' }],
    ['2201-01-01', { ok: false, message: 'validation.dateInvalid' }],
    ['2025-06', { ok: false, message: 'validation.startDateIncomplete' }],
    ['2025--01', { ok: false, message: 'validation.startDateIncomplete' }],
    ['-06-01', { ok: false, message: 'validation.startDateIncomplete' }],
    ['12/06/', { ok: false, message: 'validation.startDateIncomplete' }],
    ['/06/2025', { ok: false, message: 'validation.startDateIncomplete' }],
    ['25-06-12', { ok: false, message: 'validation.startDateIncomplete' }],
    ['next monday', { ok: false, message: 'validation.dateInvalid' }],
    [20250601, { ok: false, message: 'validation.dateInvalid' }],
  ] as const)('%j → %j', (raw, expected) => {
    expect(readField(date, raw)).toEqual(expected);
  });

  it('says "invalid" for a partial date when the field has no incomplete message', () => {
    expect(readField(spec('date'), '2025-06')).toEqual({ ok: false, message: 'validation.dateInvalid' });
  });
});

describe('readField: file metadata (the 5 MB limit, the types the server accepts)', () => {
  const fileMessages = { empty: 'validation.fileEmpty', tooLarge: 'validation.fileTooLarge' } as const;
  const cv = spec('file', { accept: CV_ACCEPT, maxBytes: CV_MAX_BYTES, messages: { invalid: 'validation.fileType', ...fileMessages } });
  const image = spec('file', { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES, messages: { invalid: 'validation.imageType', ...fileMessages } });
  const pdf = { name: 'cv.pdf', size: 1000, type: 'application/pdf' };

  it('has the spec\'s limit: 5 MB', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each([
    [cv, pdf, { ok: true, value: pdf }],
    [cv, { ...pdf, size: CV_MAX_BYTES }, { ok: true, value: { ...pdf, size: CV_MAX_BYTES } }],
    [cv, { ...pdf, size: CV_MAX_BYTES + 1 }, { ok: false, message: 'validation.fileTooLarge' }],
    [cv, { ...pdf, size: 0 }, { ok: false, message: 'validation.fileEmpty' }],
    [cv, { name: 'CV Jan.DOCX', size: 5, type: '' }, { ok: true, value: { name: 'CV Jan.DOCX', size: 5, type: '' } }],
    [cv, { name: 'cv.doc', size: 5 }, { ok: true, value: { name: 'cv.doc', size: 5, type: '' } }],
    [cv, { name: 'cv.docx', size: 5, type: 'application/octet-stream' }, { ok: true, value: { name: 'cv.docx', size: 5, type: 'application/octet-stream' } }],
    [cv, { name: 'cv.exe', size: 5, type: '' }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: 'cv.pdf', size: 5, type: 'text/html' }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: 'cv', size: 5, type: 'application/pdf' }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: 'cv.pdf', size: '5' }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: 'cv.pdf', size: -1 }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: 'cv.pdf', size: 1.5 }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: '  ', size: 5 }, { ok: false, message: 'validation.fileType' }],
    [cv, { name: `${'a'.repeat(252)}.pdf`, size: 5 }, { ok: false, message: 'validation.fileType' }],
    [cv, 'cv.pdf', { ok: false, message: 'validation.fileType' }],
    [cv, [pdf], { ok: false, message: 'validation.fileType' }],
    [image, { name: 'me.webp', size: 5, type: 'image/webp' }, { ok: true, value: { name: 'me.webp', size: 5, type: 'image/webp' } }],
    [image, { name: 'me.JPG', size: 5, type: 'image/jpeg' }, { ok: true, value: { name: 'me.JPG', size: 5, type: 'image/jpeg' } }],
    [image, { name: 'me.svg', size: 5, type: 'image/svg+xml' }, { ok: false, message: 'validation.imageType' }],
    [image, { name: 'me.png', size: IMAGE_MAX_BYTES + 1, type: 'image/png' }, { ok: false, message: 'validation.fileTooLarge' }],
  ] as const)('%#: %j', (field, raw, expected) => {
    expect(readField(field, raw)).toEqual(expected);
  });

  it('keeps only the name, size and type of what the browser describes', () => {
    expect(readField(cv, { ...pdf, lastModified: 1, path: 'C:\\cv.pdf' })).toEqual({ ok: true, value: pdf });
  });
});
