import { DEFAULT_EXTENSION_LIMIT_DAYS } from '@fitthali/domain/delivery-schedule';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import { deliverySettingsBody } from '@fitthali/domain/schemas/delivery-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/app-settings.ts';

export const DELIVERY_SETTINGS_KEY = 'delivery-settings';

export interface StoredDeliverySettings {
  slots: DeliverySettings;
  /** How many days past its original last day a plan may stretch. */
  extensionLimitDays: number;
}

export const DEFAULT_STORED_SETTINGS: StoredDeliverySettings = {
  slots: DEFAULT_DELIVERY_SETTINGS,
  extensionLimitDays: DEFAULT_EXTENSION_LIMIT_DAYS,
};

/**
 * The operator's delivery windows, cut-offs and extension limit, read on every change so every
 * instance applies the same figures the moment they are saved. Defaults until the operator saves.
 */
export async function loadDeliverySettings(db: Db): Promise<StoredDeliverySettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DELIVERY_SETTINGS_KEY));
  return storedSettingsFrom(row?.value);
}

/** The settings from their stored text (read with other rows in one query by a change). */
export function storedSettingsFrom(value: string | null | undefined): StoredDeliverySettings {
  if (value === null || value === undefined) return DEFAULT_STORED_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    return DEFAULT_STORED_SETTINGS;
  }
  const parsed = deliverySettingsBody.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_STORED_SETTINGS;
}

export async function saveDeliverySettings(
  db: Db,
  settings: StoredDeliverySettings,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(appSettings)
    .values({ key: DELIVERY_SETTINGS_KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
