import { cutoffHoursOf } from '@fitthali/domain/cut-off';
import { type CutoffHours, DEFAULT_CUTOFF_HOURS_BY_SLOT } from '@fitthali/domain/cutoff-notice';
import type { SiteContact } from '@fitthali/domain/site-contact';
import type { Db } from '../db/client.ts';
import { loadOperatorSettings } from '../db/queries/operator-settings.ts';
import { type LegalHtml, legalDetailsHtml, NO_LEGAL_HTML } from './legal-details-html.ts';

/** What the operator saved that the served pages quote: cut-off hours and legal details. */
export interface PageSettings {
  cutoffs: CutoffHours;
  legal: LegalHtml;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  cutoffs: DEFAULT_CUTOFF_HOURS_BY_SLOT,
  legal: NO_LEGAL_HTML,
};

/** Both settings in one query: every page load asks. */
export async function loadPageSettings(db: Db, contact?: SiteContact): Promise<PageSettings> {
  const { delivery, business } = await loadOperatorSettings(db, contact);
  const legal = legalDetailsHtml(business);
  return {
    cutoffs: cutoffHoursOf(delivery.slots),
    legal: legal.footer === '' ? NO_LEGAL_HTML : legal,
  };
}

export function isDefaultPageSettings(settings: PageSettings): boolean {
  return (
    settings.legal === NO_LEGAL_HTML &&
    settings.cutoffs.Lunch === DEFAULT_CUTOFF_HOURS_BY_SLOT.Lunch &&
    settings.cutoffs.Dinner === DEFAULT_CUTOFF_HOURS_BY_SLOT.Dinner
  );
}

/** Two pages built from equal settings are equal. */
export const pageSettingsKey = (settings: PageSettings) => JSON.stringify(settings);
