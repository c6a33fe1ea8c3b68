-- Joining the money branches of issue 14 (decision 98): a refund that kept failing may be issued
-- as meal credit instead. It becomes `credited` (it still counts against the payment, so the same
-- money cannot be refunded again), and the lots it earned name it in `credit_entries.refund_id`.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'processed', 'failed', 'credited'));
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credited_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "refund_id" uuid REFERENCES "refunds"("id");
--> statement-breakpoint
CREATE INDEX "credit_entries_refund" ON "credit_entries" ("refund_id") WHERE "refund_id" IS NOT NULL;
