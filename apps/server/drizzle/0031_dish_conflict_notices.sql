-- Issue 26 point 5: a customer is told once of each meal put in conflict with what they avoid (its
-- dish and what it holds), however often the meal's dish is decided again. One row per delivery:
-- the conflict last told; a different conflict on the same meal is told again.
CREATE TABLE "dish_conflict_notices" (
	"delivery_id" uuid PRIMARY KEY NOT NULL REFERENCES "deliveries"("id") ON DELETE cascade,
	"told" text NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);
