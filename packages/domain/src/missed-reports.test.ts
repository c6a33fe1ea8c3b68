import { describe, expect, it } from 'vitest';
import { canReportMissed, missedReportUntil } from './missed-reports.ts';

describe('reporting a missed meal', () => {
  it('is open until 24 hours after the slot window closes', () => {
    // Lunch closes at 14:00 India time (08:30 UTC).
    expect(missedReportUntil('2026-03-10', 'Lunch').toISOString()).toBe('2026-03-11T08:30:00.000Z');
    const delivery = { date: '2026-03-10', slot: 'Lunch' as const, status: 'delivered' };
    expect(canReportMissed(delivery, new Date('2026-03-11T08:30:00.000Z'))).toBe(true);
    expect(canReportMissed(delivery, new Date('2026-03-11T08:30:00.001Z'))).toBe(false);
  });

  it('is only for a meal marked delivered', () => {
    const at = new Date('2026-03-10T10:00:00Z');
    expect(canReportMissed({ date: '2026-03-10', slot: 'Dinner', status: 'missed' }, at)).toBe(
      false,
    );
    expect(canReportMissed({ date: '2026-03-10', slot: 'Dinner', status: 'delivered' }, at)).toBe(
      true,
    );
  });
});
