-- Issue 26 point 1: two dishes on offer may not share a name (in any letter case), so the menu
-- planner, the kitchen's per-dish counts and the labels never show two different dishes as one.
-- A retired dish keeps its name for history and leaves it free for a new dish.
CREATE UNIQUE INDEX "dishes_live_name" ON "dishes" (lower("name")) WHERE "retired_at" is null;
