// Plan lengths (SPEC §9) and the labels the screens show and send back in the subscribe payload.

export const DURATIONS = [3, 7, 21, 28] as const;
export type DurationDays = (typeof DURATIONS)[number];

/** The 3 day duration is the trial (SPEC §9); it never gets a refund (policy text). */
export const TRIAL_DURATION: DurationDays = 3;
/** Plan pages open on 7 days; the confirm page assumes 21 when nothing was passed (SPEC §9). */
export const DEFAULT_PLAN_PAGE_DURATION: DurationDays = 7;
export const DEFAULT_CONFIRM_DURATION: DurationDays = 21;

export function isDuration(n: unknown): n is DurationDays {
  return (DURATIONS as readonly unknown[]).includes(n);
}

export function durationLabel(days: DurationDays): string {
  return `${days} Days`;
}

// Labels reach us from dropdowns, stored rows and older clients in several spellings
// ('7 Days', '7 day', '7 Day Plan'), so accept the number followed by the word day(s).
const DURATION_LABEL = /^(\d{1,3})\s*-?\s*days?(?:\s+(?:plan|trial))?$/i;

export function parseDurationLabel(label: string): DurationDays | undefined {
  if (typeof label !== 'string') return undefined;
  const match = DURATION_LABEL.exec(label.trim());
  if (!match) return undefined;
  const days = Number(match[1]);
  return isDuration(days) ? days : undefined;
}

/**
 * In Custom mode the number of picked weekdays chooses the duration (SPEC §4): 3 → 3 day,
 * 5 → 7 day, 7 → 21 day. Any other count leaves the duration as it was.
 */
export function durationForCustomDayCount(count: number): DurationDays | undefined {
  switch (count) {
    case 3:
      return 3;
    case 5:
      return 7;
    case 7:
      return 21;
    default:
      return undefined;
  }
}
