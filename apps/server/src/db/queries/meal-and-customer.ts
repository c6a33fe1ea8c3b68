import { deliveries } from '../schema/deliveries.ts';
import { subscriptions } from '../schema/orders.ts';
import { users } from '../schema/users.ts';

/**
 * The customer as an admin money list shows one (transactions, unapplied payments, collections):
 * selected as a nested object beside a left join of `users`, so it is null once the account is
 * deleted.
 */
export const customerContact = { _id: users.id, name: users.name, phone: users.phone };

/**
 * What an admin list shows beside a record made on one delivery (a missed-meal report, a cash
 * collection): the meal's date, slot and plan, and the order's customer. Selected over a join of
 * the record's delivery, its order and the customer.
 */
export const mealAndCustomer = {
  date: deliveries.date,
  slot: deliveries.slot,
  plan: subscriptions.planName,
  customer: customerContact,
};
