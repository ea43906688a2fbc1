CREATE INDEX "orders_amount_paid_at_idx" ON "orders" USING btree ("amount","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_amount_total_amount_idx" ON "orders" USING btree ("amount","total_amount","id");
