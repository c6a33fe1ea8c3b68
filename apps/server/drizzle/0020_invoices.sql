-- GST tax invoices and credit notes (issue 15 point 5, decisions 111 and 112). An invoice is
-- immutable: `facts` holds every field printed on it, so its PDF is drawn again identically from the
-- row alone. Numbers are gap-free per series (kind, prefix, financial year): the counter row is
-- bumped in the same transaction that writes the invoice, so a rolled-back issue gives its number
-- back and two instances issuing at once queue on the row.
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
	"prefix" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	PRIMARY KEY ("kind", "prefix", "financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
	"number" text NOT NULL CHECK (char_length("number") <= 16),
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "subscriptions"("id"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"transaction_id" uuid REFERENCES "transactions"("id"),
	"refund_id" uuid REFERENCES "refunds"("id"),
	"invoice_id" uuid REFERENCES "invoices"("id"),
	"amount_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction" ON "invoices" ("transaction_id") WHERE "kind" = 'invoice';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund" ON "invoices" ("refund_id") WHERE "kind" = 'credit_note';
--> statement-breakpoint
CREATE INDEX "invoices_user_issued" ON "invoices" ("user_id", "issued_at");
--> statement-breakpoint
CREATE INDEX "invoices_subscription" ON "invoices" ("subscription_id", "issued_at");
