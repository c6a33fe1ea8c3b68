-- An order whose every delivery is behind it is completed (issue 13 point 5, decision 76): from
-- now on the end-of-day job and the run sheet's marks set it; this catches the orders that
-- finished before.
UPDATE "subscriptions" s SET "status" = 'completed'
WHERE s."status" = 'active'
  AND EXISTS (SELECT 1 FROM "deliveries" d WHERE d."subscription_id" = s."id")
  AND NOT EXISTS (
    SELECT 1 FROM "deliveries" d WHERE d."subscription_id" = s."id" AND d."status" = 'scheduled'
  );
