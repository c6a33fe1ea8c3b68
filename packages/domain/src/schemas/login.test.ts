import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { adminLoginSchema } from './admin-login.ts';
import { firstErrorMessage } from './first-error.ts';
import { loginSchema } from './login.ts';

function errorFor(schema: typeof loginSchema | typeof adminLoginSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : firstErrorMessage(result.error);
}

describe('loginSchema (§5)', () => {
  it('accepts a phone or an email, trimming the identifier only', () => {
    expect(loginSchema.parse({ identifier: ' 9876543210 ', password: ' pass ' })).toEqual({
      identifier: '9876543210',
      password: ' pass ',
    });
    expect(loginSchema.parse({ identifier: 'a@b.in', password: 'x' }).identifier).toBe('a@b.in');
  });

  it.each([
    [{ identifier: '', password: 'secret1' }],
    [{ identifier: '   ', password: 'secret1' }],
    [{ identifier: 'a@b.in', password: '' }],
    [{ identifier: 'a@b.in', password: '   ' }],
    [{ identifier: 'a@b.in' }],
    [{ password: 'secret1' }],
    [{ identifier: 9876543210, password: 'secret1' }],
    [{ identifier: 'a@b.in', password: null }],
    [{}],
    [null],
  ])('%j → "Please fill all fields"', (input) => {
    expect(errorFor(loginSchema, input)).toBe('Please fill all fields');
  });

  it('bounds the lengths', () => {
    expect(errorFor(loginSchema, { identifier: 'x'.repeat(255), password: 'secret1' })).toBe(
      MSG.identifierTooLong,
    );
    expect(errorFor(loginSchema, { identifier: 'a@b.in', password: 'x'.repeat(129) })).toBe(
      MSG.passwordTooLong,
    );
  });
});

describe('adminLoginSchema (§5: both required, nothing more)', () => {
  it('accepts and lower-cases the email', () => {
    expect(adminLoginSchema.parse({ email: ' Admin@FitThali.in ', password: 'pw' })).toEqual({
      email: 'admin@fitthali.in',
      password: 'pw',
    });
  });

  it.each([
    [{ email: '', password: 'pw' }],
    [{ email: 'admin@fitthali.in', password: ' ' }],
    [{ email: 'admin@fitthali.in' }],
    [{ email: 5, password: 'pw' }],
    [undefined],
  ])('%j → "Please fill all fields"', (input) => {
    expect(errorFor(adminLoginSchema, input)).toBe(MSG.fillAllFields);
  });

  it('bounds the email length', () => {
    expect(errorFor(adminLoginSchema, { email: 'x'.repeat(255), password: 'pw' })).toBe(
      MSG.emailTooLong,
    );
  });
});
