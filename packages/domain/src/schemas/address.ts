import { z } from 'zod';
import { namesHouseOrStreet } from '../address-line.ts';
import { toWesternDigits } from '../i18n/calendar.ts';
import { MSG } from '../messages.ts';
import { requiredText } from './fields.ts';

export const ADDRESS_TEXT_MAX = 200;

const addressText = () =>
  requiredText(MSG.addressFieldsRequired, ADDRESS_TEXT_MAX, MSG.addressFieldTooLong);

// Coordinates come from the geocoder or the browser and are optional; null means "not known"
// (SPEC §3 subscribe payload sends lat or null).
const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullable()
    .optional();

// SPEC §5: at, po, dist and pin all required; the spec's single message covers any of them.
export const addressSchema = z
  .object(
    {
      at: addressText(),
      po: addressText(),
      dist: addressText(),
      // Typed on an Odia keyboard, ୭୫୧୦୦୧ is the PIN 751001 (decision 183).
      pin: addressText()
        .overwrite(toWesternDigits)
        .regex(/^\d{6}$/, { error: MSG.invalidPin }),
      lat: coordinate(-90, 90, MSG.invalidLatitude),
      lng: coordinate(-180, 180, MSG.invalidLongitude),
    },
    { error: MSG.addressFieldsRequired },
  )
  .superRefine((address, ctx) => {
    if (!namesHouseOrStreet(address.at, [address.po, address.dist])) {
      ctx.addIssue({ code: 'custom', path: ['at'], message: MSG.addressNeedsHouse });
    }
  });

export type AddressInput = z.infer<typeof addressSchema>;
