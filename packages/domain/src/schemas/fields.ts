// Field schemas several forms share. Every schema passes `error` so a wrong type, a missing key or
// null produces a sentence from the message catalogue rather than zod's default English. Length
// limits run first and abort, so an oversized value gets one clear message and no further work.

import { z } from 'zod';
import { hasControlCharacters } from '../control-characters.ts';
import { MSG } from '../messages.ts';

/**
 * Text as every schema takes it: a string with no control characters (the one rule, shared with
 * the server's guard over every request).
 */
export function text(message: string) {
  return z.string({ error: message }).refine((value) => !hasControlCharacters(value), {
    error: MSG.controlCharacters,
    abort: true,
  });
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

// The address pattern zod ships: the common practical subset (no quoted local parts or IP hosts).
const EMAIL_PATTERN = z.regexes.email;

/** Trimmed and lower-cased, so accounts are not duplicated by letter case. */
export const emailSchema = text(MSG.invalidEmail)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: MSG.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: MSG.invalidEmail });

/** A required text field: trimmed, non-empty, bounded. */
export function requiredText(message: string, max: number, tooLong: string) {
  return text(message)
    .trim()
    .max(max, { error: tooLong, abort: true })
    .min(1, { error: message, abort: true });
}

/**
 * A required password: kept exactly as typed (spaces may be part of it) but not blank, and bounded
 * because hashing cost grows with length.
 */
export function requiredPassword(message: string) {
  return text(message)
    .max(PASSWORD_MAX, { error: MSG.passwordTooLong, abort: true })
    .refine((value) => value.trim() !== '', { error: message });
}
