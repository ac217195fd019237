// The server may use a form's superstruct schema directly (for instance to read a
// multipart body into a value); it must behave as validateForm does.
import { StructError, create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from './forms.ts';
import { formSchema } from './schema.ts';

const login = { username: ' eigenaar@example.be ', password: ' geheim ' };

describe('formSchema', () => {
  it.each(FORM_KINDS)('%s has one schema per captcha setting, made once', (kind) => {
    expect(formSchema(kind)).toBe(formSchema(kind, { captcha: false }));
    expect(formSchema(kind, { captcha: true })).toBe(formSchema(kind, { captcha: true }));
    expect(formSchema(kind, { captcha: true })).not.toBe(formSchema(kind));
  });

  it('coerces: trims texts, keeps passwords as typed', () => {
    expect(create(login, formSchema('login'))).toEqual({ username: 'eigenaar@example.be', password: ' geheim ' });
    expect(validate(login, formSchema('login'), { coerce: true })[1]).toEqual({
      username: 'eigenaar@example.be',
      password: ' geheim ',
    });
  });

  it('fails with the message id of the field, at its path', () => {
    const [error] = validate({ username: '' }, formSchema('login'), { coerce: true });
    expect(error).toBeInstanceOf(StructError);
    expect(error?.failures().map((failure) => [failure.path.join('.'), failure.message])).toEqual([
      ['username', 'validation.usernameRequired'],
      ['password', 'validation.passwordRequired'],
    ]);
  });

  it('checks an already read value without coercion', () => {
    expect(is({ username: 'eigenaar', password: 'x' }, formSchema('login'))).toBe(true);
    expect(is({ username: 'eigenaar', password: 'x', extra: 1 }, formSchema('login'))).toBe(false);
  });
});
