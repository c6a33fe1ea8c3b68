import { describe, expect, it } from 'vitest';
import {
  CASH_DUE_AFTER_DELIVERIES,
  type CashOrder,
  cashToCollect,
  collectionProblem,
  isCashDue,
} from './cash-collection.ts';

const cod: CashOrder = {
  paymentMode: 'COD',
  paymentStatus: 'due',
  status: 'active',
  totalPrice: 1743,
  cashDue: null,
};
const today = '2026-03-10';

describe('cashToCollect', () => {
  it('is the order total for a COD order still due, completed plans included', () => {
    expect(cashToCollect(cod)).toBe(1743);
    expect(cashToCollect({ ...cod, status: 'completed' })).toBe(1743);
  });

  it('is nothing for an online order, a collected one or a cancelled one', () => {
    expect(cashToCollect({ ...cod, paymentMode: 'Online', paymentStatus: 'pending' })).toBeNull();
    expect(cashToCollect({ ...cod, paymentStatus: 'paid' })).toBeNull();
    expect(cashToCollect({ ...cod, paymentStatus: 'cancelled', status: 'cancelled' })).toBeNull();
    expect(cashToCollect({ ...cod, status: 'cancelled' })).toBeNull();
  });

  it('after a cancel mid-plan is the meals kept, exactly what the cancellation stored (decision 101)', () => {
    const cancelled = { ...cod, status: 'cancelled' as const, cashDue: 747 };
    expect(cashToCollect(cancelled)).toBe(747);
    expect(cashToCollect({ ...cancelled, cashDue: 0 })).toBeNull();
    expect(cashToCollect({ ...cancelled, paymentStatus: 'paid' })).toBeNull();
    expect(collectionProblem(cancelled, { date: today, status: 'delivered' }, today)).toBeNull();
  });
});

describe('collectionProblem', () => {
  const delivered = { date: today, status: 'delivered' as const };

  it('allows the first delivery on its day, and any later one while cash is due', () => {
    expect(collectionProblem(cod, { date: today, status: 'scheduled' }, today)).toBeNull();
    expect(collectionProblem(cod, { date: '2026-03-08', status: 'delivered' }, today)).toBeNull();
  });

  it('refuses an online order, a collected one and a cancelled one', () => {
    expect(
      collectionProblem({ ...cod, paymentMode: 'Online', paymentStatus: 'paid' }, delivered, today),
    ).toBe('notCashOnDelivery');
    expect(collectionProblem({ ...cod, paymentStatus: 'paid' }, delivered, today)).toBe(
      'alreadyCollected',
    );
    expect(
      collectionProblem(
        { ...cod, paymentStatus: 'cancelled', status: 'cancelled' },
        delivered,
        today,
      ),
    ).toBe('nothingDue');
  });

  it('refuses a skipped, missed or cancelled meal, and a day still to come', () => {
    for (const status of ['skipped', 'missed', 'cancelled'] as const) {
      expect(collectionProblem(cod, { date: today, status }, today)).toBe('deliveryNotDone');
    }
    expect(collectionProblem(cod, { date: '2026-03-11', status: 'scheduled' }, today)).toBe(
      'notYetDue',
    );
  });
});

describe('isCashDue', () => {
  it('lists a COD order still due from its third delivery done, not before', () => {
    expect(CASH_DUE_AFTER_DELIVERIES).toBe(3);
    expect(isCashDue(cod, 2, 5)).toBe(false);
    expect(isCashDue(cod, 3, 4)).toBe(true);
    expect(isCashDue(cod, 7, 0)).toBe(true);
  });

  it('lists a plan cancelled with cash owed once its last kept meal is delivered', () => {
    const cancelled = { ...cod, status: 'cancelled' as const, cashDue: 498 };
    expect(isCashDue(cancelled, 1, 1)).toBe(false);
    expect(isCashDue(cancelled, 2, 0)).toBe(true);
    expect(isCashDue(cancelled, 0, 0)).toBe(false);
    expect(isCashDue({ ...cancelled, cashDue: 0 }, 2, 0)).toBe(false);
  });

  it('never lists a paid, online or cancelled order', () => {
    expect(isCashDue({ ...cod, paymentStatus: 'paid' }, 5, 0)).toBe(false);
    expect(isCashDue({ ...cod, paymentMode: 'Online', paymentStatus: 'paid' }, 5, 0)).toBe(false);
    expect(isCashDue({ ...cod, status: 'cancelled', paymentStatus: 'cancelled' }, 5, 0)).toBe(
      false,
    );
  });
});
