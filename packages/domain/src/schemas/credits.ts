import { z } from 'zod';
import { CREDIT_MSG } from '../credit-messages.ts';
import { DELIVERY_MSG } from '../delivery-messages.ts';
import { MAX_CREDIT_EXPIRY_DAYS, MIN_CREDIT_EXPIRY_DAYS } from '../meal-credits.ts';
import { MISSED_REPORT_STATUSES } from '../missed-reports.ts';
import { uuidOrNotFound } from './ids.ts';

/** PUT /api/admin/credit-settings: how many days a meal credit lasts. */
export const creditSettingsBody = z.object(
  {
    expiryDays: z
      .number({ error: CREDIT_MSG.invalidExpiryDays })
      .int({ error: CREDIT_MSG.invalidExpiryDays })
      .min(MIN_CREDIT_EXPIRY_DAYS, { error: CREDIT_MSG.invalidExpiryDays })
      .max(MAX_CREDIT_EXPIRY_DAYS, { error: CREDIT_MSG.invalidExpiryDays }),
  },
  { error: CREDIT_MSG.invalidExpiryDays },
);

const reason = z
  .string({ error: DELIVERY_MSG.reasonTooLong })
  .trim()
  .max(500, { error: DELIVERY_MSG.reasonTooLong });

/** POST /api/user/deliveries/:id/report-missed: what happened, in the customer's words (optional). */
export const reportMissedBody = z.object({ reason: reason.optional() }).nullish();

/** /api/admin/missed-reports/:id/*. */
export const missedReportParams = z.object({ id: uuidOrNotFound(CREDIT_MSG.reportNotFound) });

/** POST …/reject: the customer is told why. */
export const rejectReportBody = z.object(
  {
    reason: z
      .string({ error: CREDIT_MSG.rejectNeedsReason })
      .trim()
      .min(1, { error: CREDIT_MSG.rejectNeedsReason })
      .max(500, { error: DELIVERY_MSG.reasonTooLong }),
  },
  { error: CREDIT_MSG.rejectNeedsReason },
);

/** GET /api/admin/missed-reports?status=pending (the default). */
export const missedReportsQuery = z.object({
  status: z.enum(MISSED_REPORT_STATUSES).default('pending'),
});
