-- An order keeps the GST it charged and its tax treatment (decision 124): when the operator's
-- prices exclude GST, 5 % is added on top of the price and stored here, so a later change of the
-- setting alters nothing about an order already placed, its refunds, cash due or invoice. Orders
-- placed before this charged prices that included GST, which the defaults say.
ALTER TABLE "subscriptions" ADD COLUMN "gst_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "prices_include_gst" boolean DEFAULT true NOT NULL;
