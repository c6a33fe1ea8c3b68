// What the run sheet, the Cash due list and the server say about cash on delivery (issue 14
// point 6). Kept apart from MSG and API_MSG: only admin screens and the server say these, a module
// is loaded whole (decision 63), and the other money branches add their own catalogues beside it.
import { formatIndiaDate, formatRupees } from './india-format.ts';

export const CASH_MSG = {
  orderNotFound: 'We could not find that order.',
  notCashOnDelivery: 'Only a Cash on Delivery order has cash to collect.',
  nothingDue: 'This order has no cash due: it was cancelled before it was paid.',
  deliveryNotDone: 'Cash can be recorded only on a delivery that is scheduled or delivered.',
  notYetDue: 'Cash can be recorded only on the delivery’s day or after.',
  noDeliveryYet: 'Cash can be recorded once one of the order’s deliveries is done.',
  alreadyCollected: (by: string, date: string) =>
    `Cash for this order was already recorded by ${by} on ${formatIndiaDate(date)}.`,
  invalidStop: 'Choose the meals of one stop to record its cash.',
  notOneStop: 'These meals are not one stop: they go to different doors, days or slots.',
  collected: (customer: string, amount: number) =>
    `${customer}: cash ${formatRupees(amount)} collected.`,
} as const;
