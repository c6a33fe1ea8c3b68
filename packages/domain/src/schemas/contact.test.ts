import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { contactSchema } from './contact.ts';
import { firstErrorMessage } from './first-error.ts';
import { newsletterSchema } from './newsletter.ts';

function errorFor(schema: typeof contactSchema | typeof newsletterSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : firstErrorMessage(result.error);
}

const valid = { name: 'Ravi', email: 'ravi@example.com', message: 'Do you deliver in Puri?' };

describe('contactSchema (§5)', () => {
  it('accepts a trimmed message', () => {
    expect(contactSchema.parse({ ...valid, message: ' Hello ' }).message).toBe('Hello');
  });

  it.each(['name', 'email', 'message'])(
    '%s missing or blank → "All fields are required"',
    (field) => {
      for (const value of [undefined, '', '  ', null, 3]) {
        expect(errorFor(contactSchema, { ...valid, [field]: value })).toBe(
          'All fields are required',
        );
      }
    },
  );

  it('a missing body → "All fields are required"', () => {
    expect(errorFor(contactSchema, undefined)).toBe(MSG.contactRequired);
  });

  it('bounds the lengths', () => {
    expect(errorFor(contactSchema, { ...valid, name: 'x'.repeat(101) })).toBe(MSG.nameTooLong);
    expect(errorFor(contactSchema, { ...valid, email: 'x'.repeat(255) })).toBe(MSG.emailTooLong);
    expect(errorFor(contactSchema, { ...valid, message: 'x'.repeat(5001) })).toBe(
      MSG.contactTooLong,
    );
    expect(errorFor(contactSchema, { ...valid, message: 'x'.repeat(5000) })).toBeUndefined();
  });
});

describe('newsletterSchema', () => {
  it('accepts and normalises an email', () => {
    expect(newsletterSchema.parse({ email: ' News@Example.com ' })).toEqual({
      email: 'news@example.com',
    });
  });

  it.each([{ email: 'news' }, { email: '' }, { email: 1 }, {}, null])(
    '%j → "Enter a valid email address."',
    (input) => {
      expect(errorFor(newsletterSchema, input)).toBe(MSG.invalidEmail);
    },
  );
});
