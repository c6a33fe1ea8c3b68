import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { firstErrorMessage } from './first-error.ts';
import { signupSchema } from './signup.ts';

const valid = {
  name: 'Asha Patra',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'secret1',
};

function errorFor(input: unknown): string | undefined {
  const result = signupSchema.safeParse(input);
  return result.success ? undefined : firstErrorMessage(result.error);
}

describe('signupSchema (§5)', () => {
  it('accepts a valid signup and normalises it', () => {
    expect(
      signupSchema.parse({
        name: '  Asha Patra ',
        email: ' Asha@Example.COM ',
        phone: '98765 43210',
        password: ' secret1 ',
        extra: 'dropped',
      }),
    ).toEqual({
      name: 'Asha Patra',
      email: 'asha@example.com',
      phone: '9876543210',
      password: ' secret1 ',
    });
  });

  it.each([
    ['Al', MSG.nameTooShort],
    ['  Al  ', MSG.nameTooShort],
    ['', MSG.nameTooShort],
    [12345, MSG.nameTooShort],
    [null, MSG.nameTooShort],
    [undefined, MSG.nameTooShort],
    ['x'.repeat(101), MSG.nameTooLong],
  ])('name %j → %s', (name, message) => {
    expect(errorFor({ ...valid, name })).toBe(message);
  });

  it('name: "Name must be at least 3 characters." and 3 is enough', () => {
    expect(MSG.nameTooShort).toBe('Name must be at least 3 characters.');
    expect(errorFor({ ...valid, name: 'Ama' })).toBeUndefined();
    expect(errorFor({ ...valid, name: 'x'.repeat(100) })).toBeUndefined();
  });

  it.each([
    ['asha', MSG.invalidEmail],
    ['asha@', MSG.invalidEmail],
    ['asha@example', MSG.invalidEmail],
    ['asha @example.com', MSG.invalidEmail],
    ['', MSG.invalidEmail],
    [42, MSG.invalidEmail],
    [null, MSG.invalidEmail],
    [`${'a'.repeat(250)}@example.com`, MSG.emailTooLong],
  ])('email %j → %s', (email, message) => {
    expect(errorFor({ ...valid, email })).toBe(message);
  });

  it('email: "Enter a valid email address."', () => {
    expect(MSG.invalidEmail).toBe('Enter a valid email address.');
  });

  it.each([
    ['12345', MSG.invalidPhone],
    ['98765432101', MSG.invalidPhone],
    ['98765-43210', MSG.invalidPhone],
    ['+919876543210', MSG.invalidPhone],
    ['', MSG.invalidPhone],
    [9876543210, MSG.invalidPhone],
    [undefined, MSG.invalidPhone],
  ])('phone %j → %s', (phone, message) => {
    expect(errorFor({ ...valid, phone })).toBe(message);
  });

  it('phone: whitespace anywhere is removed before counting 10 digits', () => {
    expect(MSG.invalidPhone).toBe('Enter a valid 10-digit phone number.');
    expect(signupSchema.parse({ ...valid, phone: ' 98 76 54\t3210 ' }).phone).toBe('9876543210');
  });

  it.each([
    ['12345', MSG.passwordTooShort],
    ['', MSG.passwordTooShort],
    [123456, MSG.passwordTooShort],
    [undefined, MSG.passwordTooShort],
    ['x'.repeat(129), MSG.passwordTooLong],
  ])('password %j → %s', (password, message) => {
    expect(errorFor({ ...valid, password })).toBe(message);
  });

  it('password: "Password must be at least 6 characters." and 6 is enough', () => {
    expect(MSG.passwordTooShort).toBe('Password must be at least 6 characters.');
    expect(errorFor({ ...valid, password: '123456' })).toBeUndefined();
  });

  it('a missing or non-object body asks to fill all fields', () => {
    expect(errorFor(null)).toBe(MSG.fillAllFields);
    expect(errorFor('name=Asha')).toBe(MSG.fillAllFields);
  });

  it('reports the first field in form order', () => {
    expect(errorFor({})).toBe(MSG.nameTooShort);
  });
});
