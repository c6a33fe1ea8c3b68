import { users } from '../schema/users.ts';

/**
 * The customer columns an admin order list selects beside each order (left-joined: all null once
 * the customer deleted the account).
 */
export const subscriptionCustomer = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
};
