CREATE TABLE "segpay-payout-reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segpay-payout-reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"segpay" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"chargebacks" bigint DEFAULT 0 NOT NULL,
	"transaction_fees" bigint DEFAULT 0 NOT NULL,
	"settlement_fees" bigint DEFAULT 0 NOT NULL,
	"reserve_withheld" bigint DEFAULT 0 NOT NULL,
	"reserve_released" bigint DEFAULT 0 NOT NULL,
	"net_payout" bigint DEFAULT 0 NOT NULL,
	"statement_amount" bigint,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "segpay-payout-reports" ADD CONSTRAINT "segpay-payout-reports_segpay_fk" FOREIGN KEY ("segpay") REFERENCES "public"."segpays"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "segpay-payout-reports_segpay_idx" ON "segpay-payout-reports" USING btree ("segpay","id");
--> statement-breakpoint
CREATE INDEX "segpay-payout-reports_period_start_idx" ON "segpay-payout-reports" USING btree ("period_start","id");
--> statement-breakpoint
CREATE INDEX "segpay-payout-reports_currency_idx" ON "segpay-payout-reports" USING btree ("currency","id");
