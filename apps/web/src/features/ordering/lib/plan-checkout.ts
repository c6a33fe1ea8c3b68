import { earliestStartDate } from '@fitthali/domain/cut-off';
import { ORDER_MSG } from '@fitthali/domain/order-messages';
import type { Slot } from '@fitthali/domain/plans';
import type { Catalogue } from './catalogue';
import type { OrderChoices } from './order-choices';
import { type OrderDraft, saveDraft } from './order-draft';
import { previewOrder } from './order-preview';

export { readDraft } from './order-draft';

/**
 * What a plan page needs only once the customer acts (Subscribe, the trial, a draft to restore):
 * the start-date rule, the order check and the draft. The plan page imports this module on the
 * first such act, so a visitor who only reads the page never downloads it (decision 82).
 */
export function trialStartDate(slot: Slot, now = new Date()): string {
  return earliestStartDate(slot, now);
}

/** Why the 3 day trial button is off for a customer who has had it. */
export function trialUsedNote(): string {
  return ORDER_MSG.trialAlreadyUsed;
}

/** Checks the choices as the confirm page will, and keeps them for it when they hold. */
export function checkOutPlan(
  choices: OrderChoices,
  catalogue: Catalogue,
  now = new Date(),
): { problem: string } | { draft: OrderDraft } {
  const preview = previewOrder({
    choices,
    catalogue,
    startDate: earliestStartDate(choices.slot, now),
    now,
  });
  if (preview.problem) return { problem: preview.problem };
  const draft = { choices };
  saveDraft(draft);
  return { draft };
}
