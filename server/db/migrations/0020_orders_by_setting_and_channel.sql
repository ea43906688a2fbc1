CREATE INDEX "orders_segpay_paid_at_idx" ON "orders" USING btree ("segpay","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_segpay_amount_idx" ON "orders" USING btree ("segpay","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_segpay_total_amount_idx" ON "orders" USING btree ("segpay","total_amount","id");
--> statement-breakpoint
CREATE INDEX "orders_channel_paid_at_idx" ON "orders" USING btree ("channel","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_channel_amount_idx" ON "orders" USING btree ("channel","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_channel_total_amount_idx" ON "orders" USING btree ("channel","total_amount","id");
