// What the ordering and recovery pages say from the domain, in Odia in the browser (issue 27):
// their own validation (the address form's first problem, the forgot-password form's), the order
// rules with their values filled in, and the fixed sentences of the order button and the toasts,
// each from the page's own share (decision 320).
import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { MSG } from '@fitthali/domain/messages';
import { startDateTooSoonMessage, weekdaysCannotFitMessage } from '@fitthali/domain/order-messages';
import { forgotPasswordBody } from '@fitthali/domain/schemas/account';
import { addressSchema } from '@fitthali/domain/schemas/address';
import { validate } from '@fitthali/domain/schemas/first-error';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Area, loadOdiaPage, translatorFor } from './messages';

const ODIA = /[\u0B00-\u0B7F]/;

function firstProblem(schema: Parameters<typeof validate>[0], input: unknown): string {
  const parsed = validate(schema, input);
  if (parsed.success) throw new Error('expected a problem');
  return parsed.message;
}

const PAGES: Record<string, { path: string; area: Area }> = {
  confirm: { path: '/or/subscribe-confirm', area: 'order' },
  payment: { path: '/or/payment', area: 'order' },
  recovery: { path: '/or/forgot-password', area: 'recovery' },
};

beforeAll(async () => {
  for (const { path } of Object.values(PAGES)) await loadOdiaPage('or', path);
});

describe('the domain’s sentences on Odia ordering and recovery pages', () => {
  it.each([
    ['confirm', MSG.selectAddress],
    ['confirm', MSG.processing],
    ['confirm', MSG.orderConfirmed],
    ['confirm', MSG.onlyOdisha],
    ['confirm', MSG.saveAddressFailed],
    ['confirm', firstProblem(addressSchema, { at: '', po: '', dist: '', pin: '' })],
    ['confirm', firstProblem(addressSchema, { at: 'Plot 7', po: 'Puri', dist: 'Puri', pin: '12' })],
    ['confirm', startDateTooSoonMessage('2026-12-02', 24)],
    ['confirm', weekdaysCannotFitMessage(21)],
    ['payment', MSG.invalidPaymentSession],
    ['payment', MSG.processing],
    ['recovery', ACCOUNT_MSG.requestFailed],
    ['recovery', firstProblem(forgotPasswordBody, { identifier: '' })],
  ] as const)('%s: %s', (page, english) => {
    const odia = translatorFor('or', PAGES[page]?.area ?? 'order')(english);
    expect(odia).not.toBe(english);
    expect(odia).toMatch(ODIA);
  });

  it('keeps a sentence already in Odia, as the server sent it', () => {
    expect(translatorFor('or', 'order')('ଭୁଲ୍ କୁପନ୍ କୋଡ୍')).toBe('ଭୁଲ୍ କୁପନ୍ କୋଡ୍');
  });
});
