CREATE TABLE "trial_claims" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_claims_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Trials already sold count: the earliest live trial of each phone number claims it.
INSERT INTO "trial_claims" ("phone_hash", "subscription_id", "claimed_at")
SELECT DISTINCT ON (u."phone")
  encode(sha256(convert_to('fitthali-trial:' || u."phone", 'UTF8')), 'hex'),
  s."id",
  s."created_at"
FROM "subscriptions" s
JOIN "users" u ON u."id" = s."user_id"
WHERE s."is_trial" AND u."phone" IS NOT NULL AND s."status" IN ('active', 'pending')
ORDER BY u."phone", s."created_at"
ON CONFLICT DO NOTHING;
