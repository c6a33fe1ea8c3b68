CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"makeup" boolean DEFAULT false NOT NULL,
	"pause_id" uuid,
	"plan_name" text NOT NULL,
	"meal_option" text NOT NULL,
	"address" jsonb,
	"missed_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_one_per_meal" UNIQUE("subscription_id","date","slot") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"delivery_id" uuid,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"open_ended" boolean DEFAULT false NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_kitchen" ON "deliveries" USING btree ("date","slot","status","plan_name","meal_option");--> statement-breakpoint
CREATE INDEX "order_events_subscription" ON "order_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "pauses_subscription" ON "pauses" USING btree ("subscription_id");--> statement-breakpoint
-- Every order the kitchen has owed so far gets its deliveries from its delivery dates (issue 13
-- point 1). Slot times are the defaults (12:30 and 19:30 India time, +05:30 without daylight
-- saving); an active order's days before today are delivered (the end-of-day rule), a cancelled
-- order's meals whose slot had begun before it was cancelled are delivered and the rest cancelled.
-- Unpaid orders (never confirmed) owed nothing and get none.
INSERT INTO "deliveries" ("subscription_id", "date", "slot", "status", "plan_name", "meal_option")
SELECT DISTINCT s."id", d."date", m."slot",
  CASE
    WHEN s."status" = 'cancelled' THEN
      CASE WHEN ((d."date" + CASE m."slot" WHEN 'Lunch' THEN time '12:30' ELSE time '19:30' END)
                 - interval '5 hours 30 minutes') AT TIME ZONE 'UTC' < coalesce(s."cancelled_at", now())
        THEN 'delivered' ELSE 'cancelled' END
    WHEN d."date" < ((now() AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date THEN 'delivered'
    ELSE 'scheduled'
  END,
  s."plan_name", s."meal_option"
FROM "subscriptions" s
CROSS JOIN LATERAL unnest(s."delivery_dates") AS d("date")
CROSS JOIN LATERAL unnest(CASE s."slot" WHEN 'Lunch + Dinner' THEN ARRAY['Lunch', 'Dinner'] ELSE ARRAY[s."slot"] END) AS m("slot")
WHERE s."confirmed_at" IS NOT NULL
;