/** Where this tab keeps the order being put together (`order-draft.ts`). */
export const ORDER_DRAFT_KEY = 'fitthali-order-draft';

/** Whether a draft is waiting, without loading the code that reads one. */
export function hasDraft(): boolean {
  try {
    return sessionStorage.getItem(ORDER_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}
