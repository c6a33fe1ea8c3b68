// Account recovery and contact changes (issue 15 point 3): the rules of the one-time codes.

/** What a one-time code is for; one live code per account and purpose (a new one replaces it). */
export const ACCOUNT_CODE_PURPOSES = ['password-reset', 'email-change', 'phone-change'] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];

export const ACCOUNT_CODE_DIGITS = 6;
export const ACCOUNT_CODE_TTL_MINUTES = 15;
export const ACCOUNT_CODE_TTL_MS = ACCOUNT_CODE_TTL_MINUTES * 60_000;
/** Wrong guesses a code survives; the next wrong one kills it (a new code must be asked for). */
export const ACCOUNT_CODE_MAX_GUESSES = 5;

/** The shape of a code as typed: spaces and dashes people add are dropped first. */
export const ACCOUNT_CODE_PATTERN = /^\d{6}$/;

export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** When a code made at `issuedAt` stops working. */
export function codeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCOUNT_CODE_TTL_MS);
}

export interface StoredCode {
  expiresAt: Date;
  usedAt: Date | null;
  attempts: number;
}

/** Whether a stored code may still be tried at `now`: unused, unexpired, guesses left. */
export function codeUsable(code: StoredCode, now: Date): boolean {
  return (
    code.usedAt === null &&
    now.getTime() < code.expiresAt.getTime() &&
    code.attempts < ACCOUNT_CODE_MAX_GUESSES
  );
}
