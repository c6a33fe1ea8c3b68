// What the storefront promises about changing a delivery, in words built from the operator's
// cut-off hours (issue 13 point 2), so the home page, the FAQ, the terms and the refund policy can
// never quote a figure the server does not apply. The server writes the figures into every page it
// serves and rewrites the prerendered sentences with these same functions (decision 80).

/** Hours before a delivery's window opens that it can still be changed, per kitchen slot. */
export interface CutoffHours {
  Lunch: number;
  Dinner: number;
}

/** What the policy pages have always promised (SPEC §9): the prerendered pages say this. */
export const DEFAULT_CUTOFF_HOURS_BY_SLOT: Readonly<CutoffHours> = { Lunch: 24, Dinner: 24 };

/**
 * The deliveries a notice is counted from; each is a phrase the prerendered pages contain. A plan
 * counts as started once its first meal is past its cut-off, which is the cut-off hours before
 * that meal's delivery window opens (`changeUntil`, the rule `cancellationOutcome` applies), so the
 * refund policy names that moment, not "your start date" (issue 25 point 7).
 */
export const NOTICE_TARGETS = [
  'your next delivery',
  'your first meal’s delivery window opens',
  'the delivery',
] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/**
 * "at least 24 hours before your next delivery", or, when the slots differ, "at least 24 hours
 * before your next delivery for a lunch and 12 hours for a dinner": never one figure for both.
 */
export function noticeBefore({ Lunch, Dinner }: CutoffHours, target: NoticeTarget): string {
  const lunch = `at least ${hours(Lunch)} before ${target}`;
  return Lunch === Dinner ? lunch : `${lunch} for a lunch and ${hours(Dinner)} for a dinner`;
}

/** The home page's promise. */
export function pauseOrCancelSentence({ Lunch, Dinner }: CutoffHours): string {
  return Lunch === Dinner
    ? `Pause or cancel with ${hours(Lunch)} notice.`
    : `Pause or cancel up to ${hours(Lunch)} before a lunch, ${hours(Dinner)} before a dinner.`;
}

/**
 * What the server adds to a page's site-config block when the figures are not the defaults: the
 * figures, which the policy pages build their sentences from, and the home page's sentence ready
 * made, so the home page carries no sentence builder (its JavaScript is at its budget).
 */
export interface SiteNotice {
  cutoffHours: CutoffHours;
  pauseOrCancel: string;
}

export function siteNotice(cutoffHours: CutoffHours): SiteNotice {
  return { cutoffHours, pauseOrCancel: pauseOrCancelSentence(cutoffHours) };
}

/** The figures of a parsed site-config block, or null when they are missing or malformed. */
export function readCutoffHours(config: object): CutoffHours | null {
  const value = (config as { cutoffHours?: Partial<CutoffHours> }).cutoffHours;
  return Number.isInteger(value?.Lunch) && Number.isInteger(value?.Dinner)
    ? (value as CutoffHours)
    : null;
}

/**
 * Every sentence or phrase the prerendered pages hold with the default figures, paired with its
 * wording at `cutoffs`: what the server swaps in the HTML it serves. Longest first, so no phrase
 * is replaced inside a longer one.
 */
export function noticeSwaps(cutoffs: CutoffHours): [built: string, configured: string][] {
  const swaps: [string, string][] = [
    [pauseOrCancelSentence(DEFAULT_CUTOFF_HOURS_BY_SLOT), pauseOrCancelSentence(cutoffs)],
    ...NOTICE_TARGETS.map((target): [string, string] => [
      noticeBefore(DEFAULT_CUTOFF_HOURS_BY_SLOT, target),
      noticeBefore(cutoffs, target),
    ]),
  ];
  return swaps.sort((a, b) => b[0].length - a[0].length);
}
