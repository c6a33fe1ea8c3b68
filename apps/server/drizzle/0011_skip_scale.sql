-- Issue 13's skips at scale (docs/performance.md, decision 75): the GIN index on delivery_dates
-- served the kitchen sheet before deliveries were rows of their own; nothing reads it now, and
-- every skip, pause and resume rewrites the array, which updated the index (and, now and then,
-- merged its pending list inside a customer's request). Without it the order row's update can
-- stay on its page (a HOT update) and touches no index.
DROP INDEX IF EXISTS "subscriptions_delivery_dates";
