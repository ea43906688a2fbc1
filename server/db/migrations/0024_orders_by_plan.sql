CREATE INDEX "orders_plan_paid_at_idx" ON "orders" USING btree ("plan","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_plan_amount_idx" ON "orders" USING btree ("plan","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_plan_total_amount_idx" ON "orders" USING btree ("plan","total_amount","id");
