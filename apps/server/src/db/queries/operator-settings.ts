import type { BusinessSettings } from '@fitthali/domain/business-details';
import type { SiteContact } from '@fitthali/domain/site-contact';
import { inArray } from 'drizzle-orm';
import { BUSINESS_SETTINGS_KEY, businessSettingsFrom } from '../../business/business-settings.ts';
import {
  DELIVERY_SETTINGS_KEY,
  type StoredDeliverySettings,
  storedSettingsFrom,
} from '../../deliveries/delivery-settings.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/app-settings.ts';

/**
 * The operator's delivery and business settings in one query, as saved last: every page load
 * (cut-offs, legal details) and every order priced (cut-offs, whether prices include GST) asks.
 */
export async function loadOperatorSettings(
  db: Db,
  contact?: SiteContact,
): Promise<{ delivery: StoredDeliverySettings; business: BusinessSettings }> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [DELIVERY_SETTINGS_KEY, BUSINESS_SETTINGS_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    delivery: storedSettingsFrom(value(DELIVERY_SETTINGS_KEY)),
    business: businessSettingsFrom(value(BUSINESS_SETTINGS_KEY), contact),
  };
}
