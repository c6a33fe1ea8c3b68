-- A customer's cancel looks its Idempotency-Key up among the order trail's cancel lines
-- (orders/cancel-plan.ts, cancelByKey) before anything else; without this index each keyed cancel
-- read the whole trail, which grows with every change to every order.
CREATE INDEX "order_events_cancel_key" ON "order_events" (("detail"->>'idempotencyKey')) WHERE "action" = 'cancel';
