import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { addressSchema } from './address.ts';
import { fieldErrors, firstErrorMessage } from './first-error.ts';

const valid = { at: 'Plot 12, Saheed Nagar', po: 'Saheed Nagar', dist: 'Khordha', pin: '751007' };

function errorFor(input: unknown): string | undefined {
  const result = addressSchema.safeParse(input);
  return result.success ? undefined : firstErrorMessage(result.error);
}

describe('addressSchema (§5)', () => {
  it('accepts and trims an address, with or without coordinates', () => {
    expect(addressSchema.parse({ ...valid, at: '  Plot 12, Saheed Nagar ' })).toEqual(valid);
    expect(addressSchema.parse({ ...valid, lat: 20.2961, lng: 85.8245 })).toMatchObject({
      lat: 20.2961,
      lng: 85.8245,
    });
    expect(addressSchema.parse({ ...valid, lat: null, lng: null })).toMatchObject({
      lat: null,
      lng: null,
    });
  });

  it('drops server and local-only fields', () => {
    expect(addressSchema.parse({ ...valid, _id: 'a1', local: true })).toEqual(valid);
  });

  it.each(['at', 'po', 'dist', 'pin'])(
    '%s missing, blank or not text → the spec message',
    (field) => {
      for (const value of [undefined, '', '   ', null, 7]) {
        expect(errorFor({ ...valid, [field]: value })).toBe('All address fields are required');
      }
    },
  );

  it.each(['7510', '7510071', '75100A', '751 007'])(
    'pin %j → "PIN code must be 6 digits"',
    (pin) => {
      expect(errorFor({ ...valid, pin })).toBe('PIN code must be 6 digits');
    },
  );

  it("accepts the geocoder's default pin '000000' (§5)", () => {
    expect(errorFor({ ...valid, pin: '000000' })).toBeUndefined();
  });

  it('bounds text at 200 characters', () => {
    expect(errorFor({ ...valid, at: `Plot 1 ${'x'.repeat(193)}` })).toBeUndefined();
    expect(errorFor({ ...valid, at: 'x'.repeat(201) })).toBe(MSG.addressFieldTooLong);
  });

  it.each([
    [{ lat: 91 }, MSG.invalidLatitude],
    [{ lat: -90.5 }, MSG.invalidLatitude],
    [{ lat: '20.29' }, MSG.invalidLatitude],
    [{ lat: Number.NaN }, MSG.invalidLatitude],
    [{ lng: 181 }, MSG.invalidLongitude],
    [{ lng: Number.POSITIVE_INFINITY }, MSG.invalidLongitude],
  ])('coordinates %j → %s', (coords, message) => {
    expect(errorFor({ ...valid, ...coords })).toBe(message);
  });

  it('a missing body → the spec message', () => {
    expect(errorFor(null)).toBe(MSG.addressFieldsRequired);
  });

  it('names each failing field for the form', () => {
    const result = addressSchema.safeParse({ at: 'x', po: '', dist: 'Puri', pin: '12' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        po: MSG.addressFieldsRequired,
        pin: MSG.invalidPin,
      });
    }
  });
});

describe('the first line', () => {
  it('refuses a locality alone, with a sentence that says what to add (issue 11 point 1)', () => {
    const result = addressSchema.safeParse({
      at: 'Kharavela Nagar',
      po: 'Bhubaneswar',
      dist: 'Khordha',
      pin: '751001',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG.addressNeedsHouse);
  });
});
