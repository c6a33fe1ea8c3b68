CREATE TABLE "throttle_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unapplied_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text NOT NULL,
	"subscription_id" uuid,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'refund_due' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "coupon_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unapplied_payments" ADD CONSTRAINT "unapplied_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_payments" ADD CONSTRAINT "unapplied_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throttle_counters_window" ON "throttle_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unapplied_payments_gateway_payment" ON "unapplied_payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "unapplied_payments_created" ON "unapplied_payments" USING btree ("created_at","id");--> statement-breakpoint
-- Orders placed before this migration held a coupon use when the count was taken for them: COD at
-- once, online once paid. From here on used_count is exactly the number of orders holding a use.
UPDATE "subscriptions" SET "coupon_held" = true WHERE "coupon_code" IS NOT NULL AND ("payment_mode" = 'COD' OR "payment_status" = 'paid');--> statement-breakpoint
UPDATE "coupons" SET "used_count" = (SELECT count(*) FROM "subscriptions" s WHERE s."coupon_held" AND upper(s."coupon_code") = "coupons"."code");
