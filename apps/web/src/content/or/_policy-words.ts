// POLICY (policies.ts) in Odia: the same figures, from the same settings (the operator's cut-off
// hours, the trial, the refund days), said once for the Odia terms, refund policy and FAQ.
import { noticeBeforeOdia } from '@fitthali/domain/cutoff-notice-odia';
import { CUTOFF_HOURS } from '../cutoff-hours';
import { POLICY } from '../policies';

export const ODIA_POLICY = {
  noticeBeforeNextDelivery: noticeBeforeOdia(CUTOFF_HOURS, 'your next delivery'),
  noticeBeforeStart: noticeBeforeOdia(CUTOFF_HOURS, 'your first meal’s delivery window opens'),
  noticeBeforeDelivery: noticeBeforeOdia(CUTOFF_HOURS, 'the delivery'),
  refundBusinessDays: `${POLICY.refundBusinessDays} କାର୍ଯ୍ୟ ଦିବସ`,
  creditAfterStart:
    'ଶେଷ ସମୟ (cut-off) ପାର ହୋଇନଥିବା ପ୍ରତ୍ୟେକ ଭୋଜନ, ରିହାତି ପରେ ସେହି ଭୋଜନ ପାଇଁ ଆପଣ ଯେତିକି ଦେଇଥିଲେ ସେତିକି ମୂଲ୍ୟର ମିଲ୍ କ୍ରେଡିଟ୍ (meal credit) ହୋଇଯିବ',
  creditNotRefund:
    'ମିଲ୍ କ୍ରେଡିଟ୍ ଟଙ୍କା ଫେରସ୍ତ (refund) ନୁହେଁ: ଏହା ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଅର୍ଡରର ଭୋଜନ ପାଇଁ କାମରେ ଆସେ, ଆଉ ଆପଣଙ୍କ ପ୍ରୋଫାଇଲରେ ଦେଖାଯାଉଥିବା ସମୟ ପରେ ଏହାର ମିଆଦ ସରିଯାଏ।',
  escalationHours: POLICY.escalationHours,
  trialDays: POLICY.trialDays,
  durations: POLICY.durations.join(', '),
} as const;
