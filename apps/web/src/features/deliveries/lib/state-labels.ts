/** How a plan stands, on the customer's page and the admin's (issue 13 point 5). */
export const STATE_LABELS: Record<string, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
  pending: 'Awaiting payment',
  expired: 'Expired',
};
