import type { CreditKind } from '@fitthali/domain/meal-credits';
import { apiRequest } from '../../../lib/api-client';

/** A credit still to spend, as GET /api/user/credits lists them (oldest expiry first). */
export type CreditLotView = { _id: string; value: number; expiresAt: string };

export type CreditEntryView = {
  _id: string;
  kind: CreditKind;
  meals: number;
  value: number;
  reason: string;
  createdAt: string;
  expiresAt: string | null;
};

export type Credits = {
  /** Meals: the profile's `credits`. */
  balance: number;
  /** Rupees. */
  value: number;
  lots: CreditLotView[];
  entries: CreditEntryView[];
};

export const NO_CREDITS: Credits = { balance: 0, value: 0, lots: [], entries: [] };

/** GET /api/user/credits with the stored token (issue 14). */
export async function getCredits(signal?: AbortSignal): Promise<Credits> {
  const body = await apiRequest<Partial<Credits>>('/api/user/credits', { signal });
  return {
    balance: typeof body.balance === 'number' ? body.balance : 0,
    value: typeof body.value === 'number' ? body.value : 0,
    lots: Array.isArray(body.lots) ? body.lots : [],
    entries: Array.isArray(body.entries) ? body.entries : [],
  };
}
