-- Money refunds (issue 14 point 5, decisions 88–91): one row per refund of an online payment, in
-- whole rupees, written pending in the transaction that decides it and sent to the gateway after
-- commit. A refund never exceeds what its payment captured minus the refunds not failed; that is
-- checked under the order's row lock, and one Idempotency-Key can only ever make one row.
CREATE TABLE "refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "subscription_id" uuid NOT NULL REFERENCES "subscriptions"("id"),
  "transaction_id" uuid NOT NULL REFERENCES "transactions"("id"),
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "amount" integer NOT NULL CHECK ("amount" > 0),
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'processed', 'failed')),
  "gateway" text NOT NULL CHECK ("gateway" IN ('test', 'razorpay')),
  "gateway_refund_id" text,
  "speed" text NOT NULL DEFAULT 'normal' CHECK ("speed" IN ('normal', 'optimum')),
  "attempts" integer NOT NULL DEFAULT 0,
  "declines" integer NOT NULL DEFAULT 0,
  "next_attempt_at" timestamp with time zone NOT NULL DEFAULT now(),
  "last_error" text,
  "reason" text NOT NULL,
  "actor" text NOT NULL CHECK ("actor" IN ('customer', 'admin', 'system')),
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "idempotency_key" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" ("idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund" ON "refunds" ("gateway", "gateway_refund_id") WHERE "gateway_refund_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "refunds_subscription" ON "refunds" ("subscription_id", "created_at");
--> statement-breakpoint
CREATE INDEX "refunds_user_created" ON "refunds" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "refunds_transaction" ON "refunds" ("transaction_id");
--> statement-breakpoint
CREATE INDEX "refunds_due" ON "refunds" ("next_attempt_at") WHERE "status" = 'pending' AND "gateway_refund_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "refunds_status_created" ON "refunds" ("status", "created_at", "id");
