-- Cash collected for a Cash on Delivery order (issue 14 point 6, decision 92): one row per order,
-- naming the delivery it was taken on, who took it and when; the amount is the order's total.
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_amount_positive" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- An order's cash is taken once: a second collector's insert fails here, whatever the timing.
CREATE UNIQUE INDEX "collections_one_per_order" ON "collections" USING btree ("subscription_id");
--> statement-breakpoint
CREATE INDEX "collections_collected_id" ON "collections" USING btree ("collected_at","id");
--> statement-breakpoint
-- The Cash due list reads only COD orders still due, oldest first.
CREATE INDEX "subscriptions_cash_due" ON "subscriptions" USING btree ("created_at","id") WHERE "payment_mode" = 'COD' AND "payment_status" = 'due';
