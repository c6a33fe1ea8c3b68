import { CANCEL_MSG } from '@fitthali/domain/cancel-messages';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../i18n/render-at';
import { CancelPlanPanel, cancelledMessage } from './cancel-plan-panel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: object) => new Response(JSON.stringify({ success: true, ...body }));

describe('CancelPlanPanel', () => {
  it('shows the outcome before confirming, and cancels only on confirm with one key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({
        cancellation: {
          rule: 'after-start',
          meals: 4,
          refund: 0,
          credits: 4,
          creditsValue: 938,
          creditsBack: 0,
          amountDue: 0,
          couponReleased: false,
          lines: ['4 meals become meal credits worth ₹938.'],
        },
      }),
    );
    const run = vi.fn(async (work: () => Promise<string>) => {
      await work();
    });
    renderAt(<CancelPlanPanel subscriptionId="s1" busy={false} run={run} onProblem={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('4 meals become meal credits worth ₹938.');
    expect(dialog.textContent).toContain(CANCEL_MSG.creditNotRefund);
    expect(run).not.toHaveBeenCalled();

    fetchSpy.mockResolvedValueOnce(json({ refund: null, creditsAdded: 4 }));
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Cancel plan' }).at(-1) as HTMLElement);
    });
    expect(run).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe('/api/user/subscriptions/s1/cancel');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('says what the money did once cancelled', () => {
    expect(
      cancelledMessage({
        message: '',
        refund: { amount: 1743, status: 'pending' },
        creditsAdded: 0,
      }),
    ).toBe('Your plan is cancelled. ₹1,743 is being refunded to your original payment method.');
    expect(cancelledMessage({ message: '', refund: null, creditsAdded: 1 })).toBe(
      'Your plan is cancelled. 1 meal credit was added to your profile.',
    );
  });
});
