-- The notifications outbox (issue 15 point 2, decisions 114–116): a notification is stored with
-- the change that causes it (unique by its event key, so a retried change writes nothing new) and
-- gets one delivery row per channel, which the sender works through with backoff.
CREATE TABLE "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "subscription_id" uuid,
  "kind" text NOT NULL,
  "event_key" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_key" ON "notifications" ("event_key");
--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" ("user_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
  "channel" text NOT NULL CHECK ("channel" IN ('email', 'whatsapp')),
  "status" text DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'sent', 'failed', 'skipped')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "sending_since" timestamp with time zone,
  "last_error" text,
  "provider_id" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_channel" ON "notification_deliveries" ("notification_id", "channel");
--> statement-breakpoint
CREATE INDEX "notification_deliveries_due" ON "notification_deliveries" ("next_attempt_at") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX "notification_deliveries_status_created" ON "notification_deliveries" ("status", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "email" boolean DEFAULT true NOT NULL,
  "whatsapp" boolean DEFAULT false NOT NULL,
  "reminders" boolean DEFAULT true NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
