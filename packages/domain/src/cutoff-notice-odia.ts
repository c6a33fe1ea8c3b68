// The cut-off notice of cutoff-notice.ts in Odia, for the Odia policy pages and FAQ (decision 261).
// A module of its own so English pages, which import cutoff-notice.ts, never carry Odia text.
import {
  type CutoffHours,
  DEFAULT_CUTOFF_HOURS_BY_SLOT,
  NOTICE_TARGETS,
  type NoticeTarget,
} from './cutoff-notice.ts';

/** Each English target as the Odia phrase says it, in the genitive the hours follow. */
const ODIA_TARGETS: Record<NoticeTarget, string> = {
  'your next delivery': 'ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର',
  'your first meal’s delivery window opens': 'ଆପଣଙ୍କ ପ୍ରଥମ ଭୋଜନର ଡେଲିଭରି ସମୟ ଆରମ୍ଭ ହେବାର',
  'the delivery': 'ଡେଲିଭରିର',
};

/**
 * "ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ", or with a figure per slot when they differ:
 * the same promise as `noticeBefore`, never one figure for both slots.
 */
export function noticeBeforeOdia({ Lunch, Dinner }: CutoffHours, target: NoticeTarget): string {
  const before = ODIA_TARGETS[target];
  return Lunch === Dinner
    ? `${before} ଅତି କମରେ ${Lunch} ଘଣ୍ଟା ଆଗରୁ`
    : `${before} ଅତି କମରେ ମଧ୍ୟାହ୍ନ ଭୋଜନ ପାଇଁ ${Lunch} ଘଣ୍ଟା ଓ ରାତ୍ରି ଭୋଜନ ପାଇଁ ${Dinner} ଘଣ୍ଟା ଆଗରୁ`;
}

/** The Odia pages' notice phrases at the default figures, paired with their wording at `cutoffs`. */
export function odiaNoticeSwaps(cutoffs: CutoffHours): [built: string, configured: string][] {
  return NOTICE_TARGETS.map((target): [string, string] => [
    noticeBeforeOdia(DEFAULT_CUTOFF_HOURS_BY_SLOT, target),
    noticeBeforeOdia(cutoffs, target),
  ]);
}
