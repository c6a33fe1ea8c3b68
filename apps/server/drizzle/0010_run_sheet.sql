-- The run sheet's order (issue 13 point 6): by PIN, then area, then id, frozen on each delivery so
-- one index serves a page of 200 000 deliveries without joining the orders. "C" collation: the
-- same byte order on every server and in PGlite, and keyset comparisons the index can serve.
ALTER TABLE "deliveries" ADD COLUMN "pin" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "area" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
-- The area is the post office then the house line, lower-cased so 'Saheed Nagar' and 'saheed
-- nagar' ride together; chr(1) sorts below every printable character, so the pair orders as
-- (po, at) would.
CREATE FUNCTION "delivery_area"(a jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(btrim(coalesce(a->>'po', ''))) || chr(1) || lower(btrim(coalesce(a->>'at', '')))
$$;--> statement-breakpoint
-- A delivery's key follows the address it goes to: its own, else its order's. As a trigger, every
-- way a delivery is made (an order, a payment, a makeup) or moved keeps it without knowing.
CREATE FUNCTION "deliveries_run_key"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a jsonb := NEW.address;
BEGIN
  IF a IS NULL THEN
    SELECT s.address INTO a FROM subscriptions s WHERE s.id = NEW.subscription_id;
  END IF;
  NEW.pin := btrim(coalesce(a->>'pin', ''));
  NEW.area := delivery_area(a);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deliveries_run_key" BEFORE INSERT OR UPDATE OF "address", "subscription_id" ON "deliveries"
  FOR EACH ROW EXECUTE FUNCTION deliveries_run_key();--> statement-breakpoint
-- An order's new address moves the deliveries that follow it (those without their own).
CREATE FUNCTION "subscriptions_run_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deliveries
  SET pin = btrim(coalesce(NEW.address->>'pin', '')), area = delivery_area(NEW.address)
  WHERE subscription_id = NEW.id AND address IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_run_key" AFTER UPDATE OF "address" ON "subscriptions"
  FOR EACH ROW WHEN (OLD.address IS DISTINCT FROM NEW.address) EXECUTE FUNCTION subscriptions_run_key();--> statement-breakpoint
UPDATE "deliveries" d
SET "pin" = btrim(coalesce(coalesce(d."address", s."address")->>'pin', '')),
    "area" = delivery_area(coalesce(d."address", s."address"))
FROM "subscriptions" s
WHERE s."id" = d."subscription_id";--> statement-breakpoint
CREATE INDEX "deliveries_run_sheet" ON "deliveries" USING btree ("date","slot","pin","area","id") WHERE "deliveries"."status" in ('scheduled', 'delivered', 'missed');
