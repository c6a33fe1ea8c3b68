// Shapes of the admin API's money answers (issue 14 points 6 and 7). Field names follow the server.

/** Sold, collected, refunded, credits held and cash still due, in rupees (decision 93). */
export type MoneyFigures = {
  sold: number;
  collected: number;
  collectedOnline: number;
  collectedCash: number;
  /** 0 until refunds are recorded. */
  refunded: number;
  /** 0 until meal credits are recorded. */
  creditsOutstanding: number;
  cashDue: number;
};

/** A month's share of the figures: what is held or owed now is not a month's. */
export type MonthMoney = Omit<MoneyFigures, 'creditsOutstanding' | 'cashDue'>;

/** Cash on a run sheet stop: what is due, and the collection once recorded. Null when paid online. */
export type RunSheetCash = {
  amountDue: number | null;
  collected: { amount: number; collectedAt: string; onThisDelivery: boolean } | null;
} | null;

type Person = { _id: string | null; name: string | null; actor: string };
type Customer = { _id: string; name: string | null; phone: string | null } | null;

/** Cash recorded for a COD order: order → delivery → collection. */
export type Collection = {
  _id: string;
  subscriptionId: string;
  deliveryId: string;
  deliveryDate: string;
  slot: string;
  amount: number;
  collectedAt: string;
  collectedBy: Person;
  plan?: string;
  customer?: Customer;
};

/** A COD order still unpaid after its third delivery. */
export type CashDueOrder = {
  subscriptionId: string;
  plan: string;
  slot: string;
  amount: number;
  status: string;
  createdAt: string;
  deliveriesDone: number;
  lastDelivered: string;
  customer: Customer;
};
