-- A cancelled order no longer owes anything: COD cash that was due becomes 'cancelled', and an
-- online payment still waiting becomes 'expired' (as a cancel now records them), on the order and
-- on its payment record. Orders cancelled before this release kept 'due' and read "COD due".
UPDATE "transactions" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" = 'due'
  AND "subscription_id" IN (SELECT "id" FROM "subscriptions" WHERE "status" = 'cancelled');
--> statement-breakpoint
UPDATE "subscriptions" SET "payment_status" = 'cancelled'
WHERE "status" = 'cancelled' AND "payment_status" = 'due';
--> statement-breakpoint
UPDATE "subscriptions" SET "payment_status" = 'expired'
WHERE "status" = 'cancelled' AND "payment_status" = 'pending';
