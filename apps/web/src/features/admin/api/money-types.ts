// Shapes of the admin API's money answers (issue 14 points 6 and 7). Field names follow the server;
// the ones the server declares too are in the domain's money-answers.

import type {
  AnswerCustomer,
  CollectionAnswer,
  MoneyFigures,
} from '@fitthali/domain/money-answers';

export type { CashDueOrder, MoneyFigures } from '@fitthali/domain/money-answers';

/** A month's share of the figures: what is held or owed now is not a month's. */
export type MonthMoney = Omit<MoneyFigures, 'creditsOutstanding' | 'cashDue'>;

/** Cash on a run sheet stop: what is due, and the collection once recorded. Null when paid online. */
export type RunSheetCash = {
  amountDue: number | null;
  collected: { amount: number; collectedAt: string; onThisDelivery: boolean } | null;
} | null;

/** Cash recorded for a COD order, with the order and customer where a list shows them. */
export type Collection = CollectionAnswer & { plan?: string; customer?: AnswerCustomer };
