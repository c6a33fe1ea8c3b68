// The admin API's money answers (issue 14 points 6 and 7), as the server writes them and the back
// office reads them. Instants are `Date` on the server and ISO strings once sent.

/** A customer as a money list names them; null once the account is deleted. */
export type AnswerCustomer = { _id: string; name: string | null; phone: string | null } | null;

/** Cash recorded for a COD order: order → delivery → collection. */
export interface CollectionAnswer<Instant = string> {
  _id: string;
  subscriptionId: string;
  deliveryId: string;
  deliveryDate: string;
  slot: string;
  amount: number;
  collectedAt: Instant;
  collectedBy: { _id: string | null; name: string | null; actor: string };
}

/** A COD order still unpaid after its third delivery, on the Cash due list. */
export interface CashDueOrder {
  subscriptionId: string;
  plan: string;
  slot: string;
  amount: number;
  status: string;
  createdAt: string;
  deliveriesDone: number;
  lastDelivered: string;
  customer: AnswerCustomer;
}

/**
 * The books as the dashboard and the Revenue page show them (issue 14 point 7, decision 93), in
 * whole rupees. `sold` is what orders were confirmed for, less COD orders cancelled before their
 * cash changed hands (nothing was ever owed for those); `collected` is money really in: online
 * payments captured for their orders plus COD cash collected. `refunded` is money refunds the
 * gateway processed, `creditsOutstanding` the meal credits customers hold (decision 98); `cashDue`
 * is COD cash still to collect.
 */
export interface MoneyFigures {
  sold: number;
  collected: number;
  collectedOnline: number;
  collectedCash: number;
  refunded: number;
  creditsOutstanding: number;
  cashDue: number;
}
