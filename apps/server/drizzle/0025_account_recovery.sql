-- Issue 15 point 3: one-time codes for a forgotten password and for a new email or phone. One live
-- code per account and purpose (a new request replaces the old one); only its keyed hash is kept.
CREATE TABLE "account_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"target" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_codes_user_purpose" ON "account_codes" ("user_id","purpose");
--> statement-breakpoint
-- A notice about a changed email or phone goes to the contact as it was before the change.
ALTER TABLE "notifications" ADD COLUMN "to_email" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "to_phone" text;
