// What the ordering and recovery pages say from the domain, in Odia in the browser (issue 27):
// their own validation (the address form's first problem, the forgot-password form's), the order
// rules with their values filled in, and the fixed sentences of the order button and the toasts.
import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { MSG } from '@fitthali/domain/messages';
import { startDateTooSoonMessage, weekdaysCannotFitMessage } from '@fitthali/domain/order-messages';
import { forgotPasswordBody } from '@fitthali/domain/schemas/account';
import { addressSchema } from '@fitthali/domain/schemas/address';
import { validate } from '@fitthali/domain/schemas/first-error';
import { describe, expect, it } from 'vitest';
import { sayDomainInOdia } from './domain-odia';

const ODIA = /[\u0B00-\u0B7F]/;

function firstProblem(schema: Parameters<typeof validate>[0], input: unknown): string {
  const parsed = validate(schema, input);
  if (parsed.success) throw new Error('expected a problem');
  return parsed.message;
}

describe('the domain’s sentences on Odia ordering pages', () => {
  it.each([
    MSG.selectAddress,
    MSG.processing,
    MSG.orderConfirmed,
    MSG.onlyOdisha,
    MSG.invalidPaymentSession,
    MSG.saveAddressFailed,
    ACCOUNT_MSG.requestFailed,
    firstProblem(addressSchema, { at: '', po: '', dist: '', pin: '' }),
    firstProblem(addressSchema, { at: 'Plot 7', po: 'Puri', dist: 'Puri', pin: '12' }),
    firstProblem(forgotPasswordBody, { identifier: '' }),
    startDateTooSoonMessage('2026-12-02', 24),
    weekdaysCannotFitMessage(21),
  ])('%s', (english) => {
    const odia = sayDomainInOdia(english);
    expect(odia).not.toBe(english);
    expect(odia).toMatch(ODIA);
  });

  it('keeps a sentence already in Odia, as the server sent it', () => {
    expect(sayDomainInOdia('ଭୁଲ୍ କୁପନ୍ କୋଡ୍')).toBe('ଭୁଲ୍ କୁପନ୍ କୋଡ୍');
  });
});
