-- Meal credits as an append-only ledger (issue 14 points 1, 3 and 4; decisions 84–87).
-- Every entry moves one meal: an earned credit (or a credit given back) is a lot of +1 meal with
-- its rupee value and expiry; a spend, an expiry or a take-back is −1 naming the lot it consumes.
-- The balance is read from the ledger, so the old counter on users goes.
CREATE TABLE "credit_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('earned', 'spent', 'expired', 'adjusted')),
  "meals" integer NOT NULL CHECK ("meals" IN (-1, 1)),
  "value" integer NOT NULL,
  "reason" text NOT NULL,
  "subscription_id" uuid REFERENCES "subscriptions"("id") ON DELETE SET NULL,
  "delivery_id" uuid REFERENCES "deliveries"("id") ON DELETE SET NULL,
  "lot_id" uuid REFERENCES "credit_entries"("id"),
  "actor" text NOT NULL CHECK ("actor" IN ('customer', 'admin', 'system')),
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone,
  CHECK (("meals" = 1) = ("expires_at" IS NOT NULL)),
  CHECK ("value" * "meals" >= 0)
);
--> statement-breakpoint
-- A delivery earns at most one credit.
CREATE UNIQUE INDEX "credit_entries_one_per_delivery" ON "credit_entries" ("delivery_id") WHERE "kind" = 'earned';
--> statement-breakpoint
-- A lot is consumed (spent, expired, taken back) at most once, and a spend given back at most once.
CREATE UNIQUE INDEX "credit_entries_lot_once" ON "credit_entries" ("lot_id");
--> statement-breakpoint
CREATE INDEX "credit_entries_user_created" ON "credit_entries" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "credit_entries_lots_expiring" ON "credit_entries" ("expires_at") WHERE "meals" = 1;
--> statement-breakpoint
CREATE INDEX "credit_entries_subscription" ON "credit_entries" ("subscription_id") WHERE "subscription_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits";
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credits_spent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credits_value" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A customer's word that a meal marked delivered never came, until an admin answers it.
CREATE TABLE "missed_reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "delivery_id" uuid NOT NULL REFERENCES "deliveries"("id") ON DELETE CASCADE,
  "subscription_id" uuid NOT NULL REFERENCES "subscriptions"("id") ON DELETE CASCADE,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'accepted', 'rejected')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decision_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "missed_reports_one_per_delivery" ON "missed_reports" ("delivery_id");
--> statement-breakpoint
CREATE INDEX "missed_reports_status_created" ON "missed_reports" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "missed_reports_subscription" ON "missed_reports" ("subscription_id");
