// Values a notification stores in English and, beside them, in Odia (issue 27): the dishes it
// names. A dish's Odia name is the operator's (dishes.name_or), not something the domain's
// catalogue can say, so it is stored with the notification as `<key>Or` when it differs; the Odia
// template then reads it in place of the English. A customer who switches language still gets the
// dish in the language of the message, and the English message is exactly as before.
import type { TemplateData } from './templates.ts';

/** The stored values that name dishes, each with an optional `<key>Or` twin. */
export const ODIA_TWIN_KEYS = ['menu', 'dish', 'oldDish', 'newDish', 'meals'] as const;
type TwinKey = (typeof ODIA_TWIN_KEYS)[number];

/** The `<key>Or` entries for the values whose Odia differs from their English. */
export function odiaTwins(
  english: Partial<Record<TwinKey, string>>,
  odia: Partial<Record<TwinKey, string>>,
): Record<string, string> {
  const twins: Record<string, string> = {};
  for (const key of ODIA_TWIN_KEYS) {
    const said = odia[key];
    if (said !== undefined && said !== english[key]) twins[`${key}Or`] = said;
  }
  return twins;
}

/** The stored values as an Odia template reads them: each twin in place of its English. */
export function withOdiaValues(data: TemplateData): TemplateData {
  const out: TemplateData = { ...data };
  for (const key of ODIA_TWIN_KEYS) {
    const said = data[`${key}Or`];
    if (said) out[key] = said;
  }
  return out;
}
