CREATE TABLE "order_month_totals" (
	"day" date,
	"status" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"plan" integer NOT NULL,
	"segpay" integer NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"count" bigint NOT NULL,
	"amount_sum" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	"transaction_fee" bigint NOT NULL,
	"settlement_fee" bigint NOT NULL,
	"reserve_fee" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	CONSTRAINT "order_month_totals_key" UNIQUE NULLS NOT DISTINCT("day","status","kind","plan","segpay","payment_method","currency","amount")
);

--> statement-breakpoint
CREATE INDEX "order_month_totals_status_idx" ON "order_month_totals" USING btree ("status","day");
--> statement-breakpoint
-- Each change of the orders adds to the days and to the months alike, in one statement (0025 says why, and why in the keys' order).
CREATE OR REPLACE FUNCTION "order_day_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, sum(n) AS count, sum(n * amount) AS amount_sum, sum(n * refunded_amount) AS refunded_amount, sum(n * transaction_fee) AS transaction_fee,
        sum(n * settlement_fee) AS settlement_fee, sum(n * reserve_fee) AS reserve_fee, sum(n * total_amount) AS total_amount
      FROM (SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, status, kind, plan, segpay, payment_method, currency, amount, 1 AS n, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM new_orders) AS c
      GROUP BY day, status, kind, plan, segpay, payment_method, currency, amount
      HAVING sum(n) <> 0 OR sum(n * refunded_amount) <> 0 OR sum(n * transaction_fee) <> 0 OR sum(n * settlement_fee) <> 0 OR sum(n * reserve_fee) <> 0 OR sum(n * total_amount) <> 0
    ), days AS (
      INSERT INTO "order_day_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, count, amount_sum, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM changed ORDER BY day, status, kind, plan, segpay, payment_method, currency, amount
      ON CONFLICT ON CONSTRAINT "order_day_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount"
    )
    INSERT INTO "order_month_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
    SELECT date_trunc('month', day::timestamp)::date, status, kind, plan, segpay, payment_method, currency, amount, sum(count), sum(amount_sum), sum(refunded_amount), sum(transaction_fee), sum(settlement_fee), sum(reserve_fee), sum(total_amount) FROM changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT "order_month_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount";
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, sum(n) AS count, sum(n * amount) AS amount_sum, sum(n * refunded_amount) AS refunded_amount, sum(n * transaction_fee) AS transaction_fee,
        sum(n * settlement_fee) AS settlement_fee, sum(n * reserve_fee) AS reserve_fee, sum(n * total_amount) AS total_amount
      FROM (SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, status, kind, plan, segpay, payment_method, currency, amount, -1 AS n, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM old_orders) AS c
      GROUP BY day, status, kind, plan, segpay, payment_method, currency, amount
      HAVING sum(n) <> 0 OR sum(n * refunded_amount) <> 0 OR sum(n * transaction_fee) <> 0 OR sum(n * settlement_fee) <> 0 OR sum(n * reserve_fee) <> 0 OR sum(n * total_amount) <> 0
    ), days AS (
      INSERT INTO "order_day_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, count, amount_sum, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM changed ORDER BY day, status, kind, plan, segpay, payment_method, currency, amount
      ON CONFLICT ON CONSTRAINT "order_day_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount"
    )
    INSERT INTO "order_month_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
    SELECT date_trunc('month', day::timestamp)::date, status, kind, plan, segpay, payment_method, currency, amount, sum(count), sum(amount_sum), sum(refunded_amount), sum(transaction_fee), sum(settlement_fee), sum(reserve_fee), sum(total_amount) FROM changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT "order_month_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount";
  ELSE
    WITH changed AS (
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, sum(n) AS count, sum(n * amount) AS amount_sum, sum(n * refunded_amount) AS refunded_amount, sum(n * transaction_fee) AS transaction_fee,
        sum(n * settlement_fee) AS settlement_fee, sum(n * reserve_fee) AS reserve_fee, sum(n * total_amount) AS total_amount
      FROM (SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, status, kind, plan, segpay, payment_method, currency, amount, 1 AS n, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM new_orders UNION ALL SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, status, kind, plan, segpay, payment_method, currency, amount, -1 AS n, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM old_orders) AS c
      GROUP BY day, status, kind, plan, segpay, payment_method, currency, amount
      HAVING sum(n) <> 0 OR sum(n * refunded_amount) <> 0 OR sum(n * transaction_fee) <> 0 OR sum(n * settlement_fee) <> 0 OR sum(n * reserve_fee) <> 0 OR sum(n * total_amount) <> 0
    ), days AS (
      INSERT INTO "order_day_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
      SELECT day, status, kind, plan, segpay, payment_method, currency, amount, count, amount_sum, refunded_amount, transaction_fee, settlement_fee, reserve_fee, total_amount FROM changed ORDER BY day, status, kind, plan, segpay, payment_method, currency, amount
      ON CONFLICT ON CONSTRAINT "order_day_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount"
    )
    INSERT INTO "order_month_totals" AS t ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
    SELECT date_trunc('month', day::timestamp)::date, status, kind, plan, segpay, payment_method, currency, amount, sum(count), sum(amount_sum), sum(refunded_amount), sum(transaction_fee), sum(settlement_fee), sum(reserve_fee), sum(total_amount) FROM changed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT "order_month_totals_key" DO UPDATE SET
        "count" = t."count" + excluded."count", "amount_sum" = t."amount_sum" + excluded."amount_sum", "refunded_amount" = t."refunded_amount" + excluded."refunded_amount",
        "transaction_fee" = t."transaction_fee" + excluded."transaction_fee", "settlement_fee" = t."settlement_fee" + excluded."settlement_fee",
        "reserve_fee" = t."reserve_fee" + excluded."reserve_fee", "total_amount" = t."total_amount" + excluded."total_amount";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "order_month_totals" ("day", "status", "kind", "plan", "segpay", "payment_method", "currency", "amount", "count", "amount_sum", "refunded_amount", "transaction_fee", "settlement_fee", "reserve_fee", "total_amount")
SELECT date_trunc('month', day::timestamp)::date, status, kind, plan, segpay, payment_method, currency, amount, sum(count), sum(amount_sum), sum(refunded_amount), sum(transaction_fee), sum(settlement_fee), sum(reserve_fee), sum(total_amount) FROM "order_day_totals" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
