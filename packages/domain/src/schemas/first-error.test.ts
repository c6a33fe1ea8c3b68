import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { FORM_ERROR_KEY, fieldErrors, firstErrorMessage, validate } from './first-error.ts';
import { signupSchema } from './signup.ts';

function errorOf(input: unknown): z.ZodError {
  const result = signupSchema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('firstErrorMessage', () => {
  it('is the first problem in field order', () => {
    expect(firstErrorMessage(errorOf({ name: 'A', email: 'x', phone: '1', password: '1' }))).toBe(
      MSG.nameTooShort,
    );
  });

  it('falls back to a general message for an error without issues', () => {
    expect(firstErrorMessage(new z.ZodError([]))).toBe(MSG.invalidRequest);
  });
});

describe('fieldErrors', () => {
  it('gives the first message of each top-level field', () => {
    expect(fieldErrors(errorOf({ name: 'A', email: 'x', phone: '1', password: '1' }))).toEqual({
      name: MSG.nameTooShort,
      email: MSG.invalidEmail,
      phone: MSG.invalidPhone,
      password: MSG.passwordTooShort,
    });
  });

  it('omits fields that passed', () => {
    expect(
      fieldErrors(errorOf({ name: 'Asha', email: 'a@b.in', phone: '12', password: 'secret1' })),
    ).toEqual({ phone: MSG.invalidPhone });
  });

  it('puts a problem with the whole value under the form key', () => {
    expect(fieldErrors(errorOf(null))).toEqual({ [FORM_ERROR_KEY]: MSG.fillAllFields });
  });
});

describe('validate', () => {
  it('returns the parsed data on success', () => {
    expect(
      validate(signupSchema, {
        name: 'Asha',
        email: 'A@B.in',
        phone: '98765 43210',
        password: 'abcdef',
      }),
    ).toEqual({
      success: true,
      data: { name: 'Asha', email: 'a@b.in', phone: '9876543210', password: 'abcdef' },
    });
  });

  it('returns the first message and the field messages on failure', () => {
    expect(
      validate(signupSchema, { name: 'Asha', email: 'a@b.in', phone: '', password: '' }),
    ).toEqual({
      success: false,
      message: MSG.invalidPhone,
      fieldErrors: { phone: MSG.invalidPhone, password: MSG.passwordTooShort },
    });
  });
});
