DROP INDEX "subscriptions_status_created";--> statement-breakpoint
DROP INDEX "subscriptions_created";--> statement-breakpoint
DROP INDEX "transactions_status_created";--> statement-breakpoint
CREATE INDEX "subscriptions_status_created_id" ON "subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_id" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_confirmed" ON "subscriptions" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "transactions_status_created_id" ON "transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_created_id" ON "transactions" USING btree ("created_at","id");