import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './account-messages.ts';
import {
  ACCOUNT_CODE_MAX_GUESSES,
  ACCOUNT_CODE_TTL_MS,
  codeExpiresAt,
  codeUsable,
  normaliseCode,
} from './account-recovery.ts';
import { MSG } from './messages.ts';
import { classOf } from './notifications.ts';
import {
  changePasswordBody,
  contactChangeBody,
  contactConfirmBody,
  forgotPasswordBody,
  resetPasswordBody,
} from './schemas/account.ts';
import { validate } from './schemas/first-error.ts';

const issued = new Date('2026-11-26T10:00:00Z');
const fresh = { expiresAt: codeExpiresAt(issued), usedAt: null, attempts: 0 };

describe('one-time codes', () => {
  it('live 15 minutes from when they are made', () => {
    expect(ACCOUNT_CODE_TTL_MS).toBe(15 * 60_000);
    expect(codeUsable(fresh, new Date(issued.getTime() + ACCOUNT_CODE_TTL_MS - 1))).toBe(true);
    expect(codeUsable(fresh, new Date(issued.getTime() + ACCOUNT_CODE_TTL_MS))).toBe(false);
  });

  it('work once and die after five wrong guesses', () => {
    expect(codeUsable({ ...fresh, usedAt: issued }, issued)).toBe(false);
    expect(codeUsable({ ...fresh, attempts: ACCOUNT_CODE_MAX_GUESSES - 1 }, issued)).toBe(true);
    expect(codeUsable({ ...fresh, attempts: ACCOUNT_CODE_MAX_GUESSES }, issued)).toBe(false);
  });

  it('are read without the spaces or dashes people type', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
  });

  it('password and contact notices are told like receipts, at any hour', () => {
    expect(classOf('password-changed')).toBe('receipt');
    expect(classOf('email-changed')).toBe('receipt');
    expect(classOf('phone-changed')).toBe('receipt');
  });
});

describe('account schemas', () => {
  it('asks for an identifier to send a reset code', () => {
    expect(validate(forgotPasswordBody, {})).toMatchObject({
      success: false,
      message: ACCOUNT_MSG.identifierRequired,
    });
    expect(validate(forgotPasswordBody, { identifier: ' 98765 43210 ' })).toMatchObject({
      success: true,
      data: { identifier: '98765 43210' },
    });
  });

  it('takes the new password by the signup rule and a 6-digit code', () => {
    const ok = validate(resetPasswordBody, {
      identifier: 'a@b.in',
      code: '012 345',
      password: 'secret1',
    });
    expect(ok).toMatchObject({ success: true, data: { code: '012345' } });
    expect(
      validate(resetPasswordBody, { identifier: 'a@b.in', code: '12345', password: 'secret1' }),
    ).toMatchObject({ success: false, message: ACCOUNT_MSG.codeFormat });
    expect(
      validate(resetPasswordBody, { identifier: 'a@b.in', code: '123456', password: 'abc' }),
    ).toMatchObject({ success: false, message: MSG.passwordTooShort });
    expect(validate(changePasswordBody, { newPassword: 'secret1' })).toMatchObject({
      success: false,
      message: ACCOUNT_MSG.currentPasswordRequired,
    });
  });

  it('takes exactly one new contact, by the signup rules', () => {
    const base = { currentPassword: 'secret1' };
    expect(validate(contactChangeBody, { ...base, email: ' NEW@Example.IN ' })).toMatchObject({
      success: true,
      data: { email: 'new@example.in' },
    });
    expect(validate(contactChangeBody, { ...base, phone: '98765 43210' })).toMatchObject({
      success: true,
      data: { phone: '9876543210' },
    });
    expect(validate(contactChangeBody, base)).toMatchObject({
      success: false,
      message: ACCOUNT_MSG.contactRequired,
    });
    expect(
      validate(contactChangeBody, { ...base, email: 'a@b.in', phone: '9876543210' }),
    ).toMatchObject({ success: false, message: ACCOUNT_MSG.contactRequired });
    expect(validate(contactChangeBody, { ...base, phone: '123' })).toMatchObject({
      success: false,
      message: MSG.invalidPhone,
    });
    expect(validate(contactConfirmBody, { kind: 'fax', code: '123456' })).toMatchObject({
      success: false,
    });
  });
});
