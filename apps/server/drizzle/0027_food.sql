-- Issue 26: the food. Dishes the operator keeps, their photos, menus planned per date or by weekly
-- rotation, the dish each delivery will be, what customers avoid, and their ratings. The dishes and
-- one-week rotations of the old static menus are seeded at start-up (apps/server/src/menus/
-- seed-menus.ts), once, so nothing the storefront showed disappears.
CREATE TABLE "dishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"diet" text NOT NULL,
	"calories" integer,
	"protein" integer,
	"carbs" integer,
	"fat" integer,
	"fibre" integer,
	"allergens" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"photo_id" uuid,
	"illustration" text,
	"available" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_diet" CHECK ("diet" in ('veg', 'egg', 'non-veg'))
);
--> statement-breakpoint
CREATE INDEX "dishes_name" ON "dishes" ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "dishes_seed_key" ON "dishes" ("seed_key") WHERE "seed_key" is not null;
--> statement-breakpoint
CREATE TABLE "dish_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dish_id" uuid NOT NULL REFERENCES "dishes"("id"),
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_photo_variants" (
	"photo_id" uuid NOT NULL REFERENCES "dish_photos"("id") ON DELETE cascade,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	PRIMARY KEY ("photo_id", "format", "width")
);
--> statement-breakpoint
CREATE TABLE "menu_days" (
	"plan_id" text NOT NULL,
	"meal_option" text NOT NULL,
	"slot" text NOT NULL,
	"date" date NOT NULL,
	"dish_id" uuid NOT NULL REFERENCES "dishes"("id"),
	"alternatives" uuid[] DEFAULT '{}' NOT NULL,
	"source" text NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("plan_id", "meal_option", "slot", "date")
);
--> statement-breakpoint
CREATE INDEX "menu_days_date" ON "menu_days" ("date", "slot");
--> statement-breakpoint
CREATE TABLE "menu_rotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" text NOT NULL,
	"meal_option" text NOT NULL,
	"slot" text NOT NULL,
	"start_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_rotations_start" UNIQUE ("plan_id", "meal_option", "slot", "start_date")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "egg_friendly" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avoids" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "dish_id" uuid REFERENCES "dishes"("id");
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "dish_choice" text;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "dish_conflicts" text[];
--> statement-breakpoint
CREATE INDEX "deliveries_dishes" ON "deliveries" ("date", "slot", "status", "dish_id");
--> statement-breakpoint
CREATE TABLE "meal_ratings" (
	"delivery_id" uuid PRIMARY KEY NOT NULL REFERENCES "deliveries"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"dish_id" uuid NOT NULL REFERENCES "dishes"("id"),
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_ratings_stars" CHECK ("stars" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "meal_ratings_dish" ON "meal_ratings" ("dish_id", "created_at");
