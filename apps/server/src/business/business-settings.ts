import { type BusinessSettings, emptyBusinessSettings } from '@fitthali/domain/business-details';
import { businessSettingsBody } from '@fitthali/domain/schemas/business-settings';
import { PLACEHOLDER_CONTACT, type SiteContact } from '@fitthali/domain/site-contact';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/app-settings.ts';

export const BUSINESS_SETTINGS_KEY = 'business-settings';

/**
 * The settings from their stored text. Until the operator saves, nothing legal is invented: the
 * customer-care contact is the configured SUPPORT_* one and the rest is blank (decision 109).
 */
export function businessSettingsFrom(
  value: string | null | undefined,
  contact: SiteContact = PLACEHOLDER_CONTACT,
): BusinessSettings {
  const empty = emptyBusinessSettings(contact);
  if (value === null || value === undefined) return empty;
  try {
    const parsed = businessSettingsBody.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/** Read on every use, so every instance prints and shows what was saved last. */
export async function loadBusinessSettings(
  db: Db,
  contact?: SiteContact,
): Promise<BusinessSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, BUSINESS_SETTINGS_KEY));
  return businessSettingsFrom(row?.value, contact);
}

export async function saveBusinessSettings(db: Db, settings: BusinessSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(appSettings)
    .values({ key: BUSINESS_SETTINGS_KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
