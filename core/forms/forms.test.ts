import { describe, expect, it } from 'vitest';
import { CONTACT_TIME_SLOTS } from '../constants.ts';
import { sourceMessages } from '../messages/source.ts';
import type { FieldSpec } from './fields.ts';
import { FORM_KINDS, FORMS, TIME_SLOTS, isFormKind } from './forms.ts';

function allFields(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.flatMap((field) => [field, ...allFields(field.fields ?? [])]);
}

describe('the form field lists', () => {
  it.each(FORM_KINDS)('%s: names are unique, labels and messages are in the catalogue', (kind) => {
    const fields: readonly FieldSpec[] = FORMS[kind].fields;
    expect(FORMS[kind].kind).toBe(kind);
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
    for (const field of allFields(fields)) {
      expect(field.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(sourceMessages[field.label], `${field.name} label`).toBeTypeOf('string');
      for (const message of Object.values(field.messages ?? {})) expect(sourceMessages[message], message).toBeTypeOf('string');
      if (field.kind === 'choice' || field.kind === 'choices') {
        expect(field.options?.length, field.name).toBeGreaterThan(0);
        for (const option of field.options ?? []) {
          expect(sourceMessages[field.optionLabels?.[option] ?? ''], `${field.name}.${option}`).toBeTypeOf('string');
        }
      }
      if (field.kind === 'person') expect(field.fields?.length).toBeGreaterThan(0);
    }
    for (const rule of FORMS[kind].rules) {
      expect(fields.some((field) => field.name === rule.field)).toBe(true);
      expect(fields.some((field) => field.name === rule.other)).toBe(true);
    }
  });

  it('offers the spec\'s time slots (10:00–13:00, 14:00–16:00, 16:00–19:00)', () => {
    expect(TIME_SLOTS).toEqual(['morning', 'afternoon', 'evening']);
    expect(CONTACT_TIME_SLOTS.map((slot) => `${slot.from}–${slot.to}`)).toEqual(['10:00–13:00', '14:00–16:00', '16:00–19:00']);
  });

  // a field says what is wrong with a value of its kind (an e-mail address, a number, a date, a
  // file); declared with the field, so a form's page carries the messages of its own kinds only
  it.each(FORM_KINDS)('%s: every field of a kind with a message of its own declares it', (kind) => {
    const own: Partial<Record<FieldSpec['kind'], readonly string[]>> = {
      email: ['validation.emailInvalid', 'validation.friendEmailInvalid'],
      phone: ['validation.phoneInvalid'],
      zip: ['validation.zipInvalid'],
      url: ['validation.websiteInvalid'],
      integer: ['validation.numberInvalid', 'validation.propertyRequired'],
      amount: ['validation.numberInvalid'],
      ages: ['validation.numberInvalid'],
      date: ['validation.dateInvalid'],
      file: ['validation.cvType', 'validation.imageType'],
    };
    for (const field of allFields(FORMS[kind].fields)) {
      const expected = own[field.kind];
      if (expected) expect(expected, `${kind}: ${field.name}`).toContain(field.messages?.invalid);
      if (field.kind === 'file') expect(field.messages, field.name).toMatchObject({ empty: 'validation.fileEmpty', tooLarge: 'validation.fileTooLarge' });
    }
  });

  it('never marks the newsletter opt-in as required', () => {
    for (const kind of FORM_KINDS) {
      for (const field of allFields(FORMS[kind].fields)) if (field.kind === 'boolean') expect(field.required).toBe(false);
    }
  });

  it('lets the server read every multipart field of the forms that carry a file', () => {
    const withFile = FORM_KINDS.filter((kind) => allFields(FORMS[kind].fields).some((field) => field.kind === 'file'));
    expect(withFile).toEqual(['rental', 'testimonial', 'job']);
    // multipart fields are flat: no group in a form that carries a file
    for (const kind of withFile) expect(FORMS[kind].fields.some((field: FieldSpec) => field.kind === 'person')).toBe(false);
  });

  it.each([
    ['visit', true],
    ['password-reset', true],
    ['mortgage', false],
    [undefined, false],
    ['toString', false],
  ])('isFormKind(%j) → %s', (value, expected) => {
    expect(isFormKind(value)).toBe(expected);
  });
});
