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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "segpays" ADD CONSTRAINT "segpays_site_fk" FOREIGN KEY ("site") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;
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
