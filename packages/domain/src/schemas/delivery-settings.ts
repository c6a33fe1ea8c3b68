import { z } from 'zod';
import { DELIVERY_MSG } from '../delivery-messages.ts';
import { DEFAULT_EXTENSION_LIMIT_DAYS } from '../delivery-schedule.ts';
import {
  clockMinutes,
  type DeliverySettings,
  isClockTime,
  MAX_CUTOFF_HOURS,
} from '../delivery-settings.ts';
import { KITCHEN_SLOTS } from '../plans.ts';

const bySlotOrder = (a: { slot: string }, b: { slot: string }) =>
  KITCHEN_SLOTS.indexOf(a.slot as never) - KITCHEN_SLOTS.indexOf(b.slot as never);

/** The longest an operator may let a plan stretch past its last day: about six months. */
export const MAX_EXTENSION_LIMIT_DAYS = 180;

const slotSettingSchema = z
  .object(
    {
      slot: z.enum(KITCHEN_SLOTS, { error: DELIVERY_MSG.settingsSlotsRequired }),
      start: z.string({ error: DELIVERY_MSG.invalidSettings }).refine(isClockTime, {
        error: DELIVERY_MSG.invalidSettings,
      }),
      end: z.string({ error: DELIVERY_MSG.invalidSettings }).refine(isClockTime, {
        error: DELIVERY_MSG.invalidSettings,
      }),
      cutoffHours: z
        .number({ error: DELIVERY_MSG.invalidSettings })
        .int({ error: DELIVERY_MSG.invalidSettings })
        .min(0, { error: DELIVERY_MSG.invalidSettings })
        .max(MAX_CUTOFF_HOURS, { error: DELIVERY_MSG.invalidSettings }),
    },
    { error: DELIVERY_MSG.invalidSettings },
  )
  .refine((setting) => clockMinutes(setting.end) > clockMinutes(setting.start), {
    error: DELIVERY_MSG.settingsEndBeforeStart,
  });

/**
 * PUT /api/admin/delivery-settings: both kitchen slots once each, and optionally how far a plan
 * may stretch (issue 13 point 2).
 */
export const deliverySettingsBody = z.object(
  {
    slots: z
      .array(slotSettingSchema, { error: DELIVERY_MSG.settingsSlotsRequired })
      .refine(
        (slots) =>
          slots.length === KITCHEN_SLOTS.length &&
          KITCHEN_SLOTS.every((slot) => slots.some((setting) => setting.slot === slot)),
        { error: DELIVERY_MSG.settingsSlotsRequired },
      )
      // Lunch first, as every answer lists them; the refine above made sure both are there.
      .transform((slots): DeliverySettings => [...slots].sort(bySlotOrder)),
    extensionLimitDays: z
      .number({ error: DELIVERY_MSG.invalidExtensionLimit })
      .int({ error: DELIVERY_MSG.invalidExtensionLimit })
      .min(0, { error: DELIVERY_MSG.invalidExtensionLimit })
      .max(MAX_EXTENSION_LIMIT_DAYS, { error: DELIVERY_MSG.invalidExtensionLimit })
      .default(DEFAULT_EXTENSION_LIMIT_DAYS),
  },
  { error: DELIVERY_MSG.settingsSlotsRequired },
);

export type DeliverySettingsBody = z.output<typeof deliverySettingsBody>;
