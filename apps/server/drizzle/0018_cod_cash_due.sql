-- Issue 14, decisions 101 and 103. A COD order cancelled after its start before its cash was
-- collected owes only the meals it kept: `cash_due` holds that figure (null while the whole total
-- is owed). Orders cancelled that way before this migration carry the figure in their cancel line.
ALTER TABLE "subscriptions" ADD COLUMN "cash_due" integer;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cash_due_not_negative" CHECK ("cash_due" IS NULL OR "cash_due" >= 0);
--> statement-breakpoint
UPDATE "subscriptions" s SET "cash_due" = (e."detail"->>'amountDue')::int
FROM "order_events" e
WHERE e."subscription_id" = s."id" AND e."action" = 'cancel'
  AND e."detail"->>'amountDue' IS NOT NULL
  AND s."payment_mode" = 'COD' AND s."payment_status" = 'due' AND s."status" = 'cancelled';
--> statement-breakpoint
UPDATE "transactions" t SET "amount" = s."cash_due"
FROM "subscriptions" s
WHERE t."subscription_id" = s."id" AND t."mode" = 'COD' AND t."status" = 'due'
  AND s."cash_due" > 0;
--> statement-breakpoint
-- A deleted customer's ledger stays, unlinked, so the books still show each cancelled meal was
-- credited and each credit forfeited with the account (it cascaded away before).
ALTER TABLE "credit_entries" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_user_id_fkey";
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;
