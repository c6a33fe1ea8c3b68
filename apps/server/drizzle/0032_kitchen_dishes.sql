-- Issue 26 point 6: the kitchen's per-dish counts and labels at 200 000 deliveries on a date.
-- `deliveries_dishes` (0027) counts meals by dish from the index alone; these two partial indexes
-- hold only the few rows the kitchen sheet looks for on every load, so finding them costs as much
-- as there are of them, not as many meals as the date has (decision 173):
-- the meals whose dish is still to be decided (a crash between an order and its dishes, or a
-- date with no menu), and the meals flagged because their dish holds what the customer avoids.
CREATE INDEX "deliveries_undecided" ON "deliveries" ("date", "slot") WHERE "status" = 'scheduled' AND "dish_choice" IS NULL;
--> statement-breakpoint
CREATE INDEX "deliveries_dish_conflicts" ON "deliveries" ("date", "slot", "status", "dish_id") WHERE "dish_choice" = 'conflict';
