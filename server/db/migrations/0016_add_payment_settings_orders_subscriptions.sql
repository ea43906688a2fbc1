CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" varchar(120) NOT NULL,
	"user" integer NOT NULL,
	"plan" integer NOT NULL,
	"segpay" integer NOT NULL,
	"price" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_rebill_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"channel" integer,
	"campaign" integer,
	"promotion" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_reference_unique" UNIQUE("reference")
);

--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" varchar(120) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"user" integer NOT NULL,
	"plan" integer NOT NULL,
	"subscription" integer,
	"segpay" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"status_reason" varchar(500),
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"transaction_number" varchar(100) NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_fee" bigint DEFAULT 0 NOT NULL,
	"settlement_fee" bigint DEFAULT 0 NOT NULL,
	"reserve_fee" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"promotion" integer,
	"channel" integer,
	"campaign" integer,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id")
);

--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"segpay" integer NOT NULL,
	"kind" varchar(20),
	"transaction_id" varchar(100),
	"related_transaction_id" varchar(100),
	"purchase_id" varchar(100),
	"status" varchar(20) NOT NULL,
	"reason" varchar(500),
	"raw" text NOT NULL,
	"payload" jsonb,
	"ip" varchar(64),
	"order" integer,
	"subscription" integer,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "segpays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segpays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"site" integer NOT NULL,
	"merchant_id" varchar(50) NOT NULL,
	"package_id" varchar(50) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"postback_secret" varchar(255) NOT NULL,
	"transaction_fee_rate" integer DEFAULT 0 NOT NULL,
	"transaction_fee_fixed" bigint DEFAULT 0 NOT NULL,
	"settlement_fee_rate" integer DEFAULT 0 NOT NULL,
	"reserve_rate" integer DEFAULT 0 NOT NULL,
	"reserve_hold_days" integer DEFAULT 180 NOT NULL,
	"payout_delay_days" integer DEFAULT 7 NOT NULL,
	"allowed_ips" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_segpay_fk" FOREIGN KEY ("segpay") REFERENCES "public"."segpays"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_promotion_fk" FOREIGN KEY ("promotion") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_fk" FOREIGN KEY ("plan") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_fk" FOREIGN KEY ("subscription") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_segpay_fk" FOREIGN KEY ("segpay") REFERENCES "public"."segpays"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_fk" FOREIGN KEY ("promotion") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "segpays" ADD CONSTRAINT "segpays_site_fk" FOREIGN KEY ("site") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_segpay_idx" ON "subscriptions" USING btree ("segpay","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_price_idx" ON "subscriptions" USING btree ("price","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_started_at_idx" ON "subscriptions" USING btree ("started_at","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_current_period_end_idx" ON "subscriptions" USING btree ("current_period_end","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_next_rebill_at_idx" ON "subscriptions" USING btree ("next_rebill_at","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_channel_idx" ON "subscriptions" USING btree ("channel","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_campaign_idx" ON "subscriptions" USING btree ("campaign","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_status_started_at_idx" ON "subscriptions" USING btree ("status","started_at","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_status_current_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_status_next_rebill_at_idx" ON "subscriptions" USING btree ("status","next_rebill_at","id");
--> statement-breakpoint
CREATE INDEX "subscriptions_status_price_idx" ON "subscriptions" USING btree ("status","price","id");
--> statement-breakpoint
CREATE INDEX "orders_kind_idx" ON "orders" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user","id");
--> statement-breakpoint
CREATE INDEX "orders_plan_idx" ON "orders" USING btree ("plan","id");
--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("subscription","id");
--> statement-breakpoint
CREATE INDEX "orders_segpay_idx" ON "orders" USING btree ("segpay","id");
--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" USING btree ("amount","id");
--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","id");
--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_total_amount_idx" ON "orders" USING btree ("total_amount","id");
--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel","id");
--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign","id");
--> statement-breakpoint
CREATE INDEX "orders_kind_paid_at_idx" ON "orders" USING btree ("kind","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_kind_amount_idx" ON "orders" USING btree ("kind","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_kind_total_amount_idx" ON "orders" USING btree ("kind","total_amount","id");
--> statement-breakpoint
CREATE INDEX "orders_status_paid_at_idx" ON "orders" USING btree ("status","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_status_total_amount_idx" ON "orders" USING btree ("status","total_amount","id");
--> statement-breakpoint
CREATE INDEX "orders_payment_method_paid_at_idx" ON "orders" USING btree ("payment_method","paid_at","id");
--> statement-breakpoint
CREATE INDEX "orders_payment_method_amount_idx" ON "orders" USING btree ("payment_method","amount","id");
--> statement-breakpoint
CREATE INDEX "orders_payment_method_total_amount_idx" ON "orders" USING btree ("payment_method","total_amount","id");
--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_transaction_number_trgm_idx" ON "orders" USING gin ("transaction_number" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_notification_unique" ON "provider_events" USING btree ("segpay","transaction_id","kind") WHERE status <> 'rejected';
--> statement-breakpoint
CREATE INDEX "provider_events_order_idx" ON "provider_events" USING btree ("order","id");
--> statement-breakpoint
CREATE INDEX "provider_events_subscription_idx" ON "provider_events" USING btree ("subscription","id");
--> statement-breakpoint
CREATE INDEX "provider_events_pending_idx" ON "provider_events" USING btree ("segpay","related_transaction_id") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "segpays_name_idx" ON "segpays" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "segpays_site_idx" ON "segpays" USING btree ("site","id");
--> statement-breakpoint
CREATE INDEX "segpays_currency_idx" ON "segpays" USING btree ("currency","id");
--> statement-breakpoint
CREATE INDEX "segpays_active_idx" ON "segpays" USING btree ("active","id");
--> statement-breakpoint
CREATE INDEX "segpays_name_trgm_idx" ON "segpays" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "segpays_merchant_id_trgm_idx" ON "segpays" USING gin ("merchant_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "segpays_package_id_trgm_idx" ON "segpays" USING gin ("package_id" gin_trgm_ops);
