import { describe, expect, it } from 'vitest';
import { DEFAULT_CUTOFF_HOURS_BY_SLOT, NOTICE_TARGETS } from './cutoff-notice.ts';
import { noticeBeforeOdia, odiaNoticeSwaps } from './cutoff-notice-odia.ts';

describe('the cut-off notice in Odia (decision 261)', () => {
  it('says the hours before each target, one figure when the slots agree', () => {
    expect(noticeBeforeOdia(DEFAULT_CUTOFF_HOURS_BY_SLOT, 'your next delivery')).toBe(
      'ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ',
    );
    expect(noticeBeforeOdia({ Lunch: 24, Dinner: 12 }, 'the delivery')).toBe(
      'ଡେଲିଭରିର ଅତି କମରେ ମଧ୍ୟାହ୍ନ ଭୋଜନ ପାଇଁ 24 ଘଣ୍ଟା ଓ ରାତ୍ରି ଭୋଜନ ପାଇଁ 12 ଘଣ୍ଟା ଆଗରୁ',
    );
  });

  it('pairs every prerendered phrase with its wording at the operator’s hours', () => {
    const swaps = odiaNoticeSwaps({ Lunch: 48, Dinner: 48 });
    expect(swaps).toHaveLength(NOTICE_TARGETS.length);
    for (const [built, configured] of swaps) {
      expect(built).toContain('24 ଘଣ୍ଟା');
      expect(configured).toBe(built.replace('24', '48'));
    }
  });
});
