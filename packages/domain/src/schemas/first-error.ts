import type { z } from 'zod';
import { MSG } from '../messages.ts';

/** Key under which fieldErrors puts a problem with the value as a whole (e.g. a missing body). */
export const FORM_ERROR_KEY = '_form';

/** The one message the server answers a 400 with: the first problem found. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message || MSG.invalidRequest;
}

/** The first message for each top-level field, for showing under form inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = field === undefined ? FORM_ERROR_KEY : String(field);
    errors[key] ??= issue.message || MSG.invalidRequest;
  }
  return errors;
}

export type ValidationResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; fieldErrors: Record<string, string> };

/** safeParse reduced to what a route handler or form needs. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    message: firstErrorMessage(result.error),
    fieldErrors: fieldErrors(result.error),
  };
}
