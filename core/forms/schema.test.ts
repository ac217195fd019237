// The server may use a form's superstruct schema directly (for instance to read a
// multipart body into a value); it must behave as validateForm does.
import { StructError, create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS, FORMS } from './forms.ts';
import { formSchema } from './schema.ts';

const login = { username: ' eigenaar@example.be ', password: ' geheim ' };

describe('formSchema', () => {
  it.each(FORM_KINDS)('%s has one schema per captcha setting, made once', (kind) => {
    expect(formSchema(FORMS[kind])).toBe(formSchema(FORMS[kind], { captcha: false }));
    expect(formSchema(FORMS[kind], { captcha: true })).toBe(formSchema(FORMS[kind], { captcha: true }));
    expect(formSchema(FORMS[kind], { captcha: true })).not.toBe(formSchema(FORMS[kind]));
  });

  it('coerces: trims texts, keeps passwords as typed', () => {
    expect(create(login, formSchema(FORMS.login))).toEqual({ username: 'eigenaar@example.be', password: ' geheim ' });
    expect(validate(login, formSchema(FORMS.login), { coerce: true })[1]).toEqual({
      username: 'eigenaar@example.be',
      password: ' geheim ',
    });
  });

  it('fails with the message id of the field, at its path', () => {
    const [error] = validate({ username: '' }, formSchema(FORMS.login), { coerce: true });
    expect(error).toBeInstanceOf(StructError);
    expect(error?.failures().map((failure) => [failure.path.join('.'), failure.message])).toEqual([
      ['username', 'validation.usernameRequired'],
      ['password', 'validation.passwordRequired'],
    ]);
  });

  it('checks an already read value without coercion', () => {
    expect(is({ username: 'eigenaar', password: 'x' }, formSchema(FORMS.login))).toBe(true);
    expect(is({ username: 'eigenaar', password: 'x', extra: 1 }, formSchema(FORMS.login))).toBe(false);
  });
});
