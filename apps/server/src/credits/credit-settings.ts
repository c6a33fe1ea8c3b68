import { DEFAULT_CREDIT_EXPIRY_DAYS } from '@fitthali/domain/meal-credits';
import { creditSettingsBody } from '@fitthali/domain/schemas/credits';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/app-settings.ts';

export const CREDIT_SETTINGS_KEY = 'credit-settings';

export interface CreditSettings {
  /** How many days a meal credit lasts from the moment it is earned. */
  expiryDays: number;
}

export const DEFAULT_CREDIT_SETTINGS: CreditSettings = { expiryDays: DEFAULT_CREDIT_EXPIRY_DAYS };

/** The operator's credit settings beside the delivery settings; defaults until saved. */
export async function loadCreditSettings(db: Db): Promise<CreditSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CREDIT_SETTINGS_KEY));
  if (!row) return DEFAULT_CREDIT_SETTINGS;
  try {
    const parsed = creditSettingsBody.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_CREDIT_SETTINGS;
  } catch {
    return DEFAULT_CREDIT_SETTINGS;
  }
}

export async function saveCreditSettings(db: Db, settings: CreditSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(appSettings)
    .values({ key: CREDIT_SETTINGS_KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
