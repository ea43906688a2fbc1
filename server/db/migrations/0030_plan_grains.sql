CREATE TABLE "analytics_plan_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"plan_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fine_rows" integer NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"new_subscribers" integer DEFAULT 0 NOT NULL,
	"new_revenue" bigint DEFAULT 0 NOT NULL,
	"renew_count" integer DEFAULT 0 NOT NULL,
	"renew_revenue" bigint DEFAULT 0 NOT NULL,
	"us_renew_count" integer DEFAULT 0 NOT NULL,
	"us_renew_revenue" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_members" integer DEFAULT 0 NOT NULL,
	"chargeback_count" integer DEFAULT 0 NOT NULL,
	"chargeback_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	"mrr_started" bigint DEFAULT 0 NOT NULL,
	"mrr_ended" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_plan_days_site_id_day_plan_id_currency_pk" PRIMARY KEY("site_id","day","plan_id","currency")
);

--> statement-breakpoint
CREATE TABLE "analytics_plan_months" (
	"site_id" integer NOT NULL,
	"month" date NOT NULL,
	"plan_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fine_rows" integer NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"new_subscribers" integer DEFAULT 0 NOT NULL,
	"new_revenue" bigint DEFAULT 0 NOT NULL,
	"renew_count" integer DEFAULT 0 NOT NULL,
	"renew_revenue" bigint DEFAULT 0 NOT NULL,
	"us_renew_count" integer DEFAULT 0 NOT NULL,
	"us_renew_revenue" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_members" integer DEFAULT 0 NOT NULL,
	"chargeback_count" integer DEFAULT 0 NOT NULL,
	"chargeback_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	"mrr_started" bigint DEFAULT 0 NOT NULL,
	"mrr_ended" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_plan_months_site_id_month_plan_id_currency_pk" PRIMARY KEY("site_id","month","plan_id","currency")
);

--> statement-breakpoint
CREATE INDEX "analytics_plan_days_day_idx" ON "analytics_plan_days" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "analytics_plan_months_month_idx" ON "analytics_plan_months" USING btree ("month");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_plan_days_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_plan_days AS t (site_id, day, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, day, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, day, plan_id, currency, 1 AS fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended FROM new_rows) d
    GROUP BY site_id, day, plan_id, currency
    ON CONFLICT (site_id, day, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_plan_days AS t (site_id, day, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, day, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, day, plan_id, currency, -1 AS fine_rows, -sign_ups AS sign_ups, -new_subscribers AS new_subscribers, -new_revenue AS new_revenue, -renew_count AS renew_count, -renew_revenue AS renew_revenue, -us_renew_count AS us_renew_count, -us_renew_revenue AS us_renew_revenue, -refund_count AS refund_count, -refund_amount AS refund_amount, -refund_members AS refund_members, -chargeback_count AS chargeback_count, -chargeback_amount AS chargeback_amount, -order_count AS order_count, -paid_count AS paid_count, -failed_count AS failed_count, -pending_count AS pending_count, -refunded_orders AS refunded_orders, -mrr_started AS mrr_started, -mrr_ended AS mrr_ended FROM old_rows) d
    GROUP BY site_id, day, plan_id, currency
    ON CONFLICT (site_id, day, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
    DELETE FROM analytics_plan_days t USING (SELECT DISTINCT site_id, day, plan_id, currency FROM old_rows) k
    WHERE t.site_id = k.site_id AND t.day = k.day AND t.plan_id = k.plan_id AND t.currency = k.currency AND t.fine_rows = 0;
  ELSE
    INSERT INTO analytics_plan_days AS t (site_id, day, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, day, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, day, plan_id, currency, 1 AS fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended FROM new_rows UNION ALL SELECT site_id, day, plan_id, currency, -1 AS fine_rows, -sign_ups AS sign_ups, -new_subscribers AS new_subscribers, -new_revenue AS new_revenue, -renew_count AS renew_count, -renew_revenue AS renew_revenue, -us_renew_count AS us_renew_count, -us_renew_revenue AS us_renew_revenue, -refund_count AS refund_count, -refund_amount AS refund_amount, -refund_members AS refund_members, -chargeback_count AS chargeback_count, -chargeback_amount AS chargeback_amount, -order_count AS order_count, -paid_count AS paid_count, -failed_count AS failed_count, -pending_count AS pending_count, -refunded_orders AS refunded_orders, -mrr_started AS mrr_started, -mrr_ended AS mrr_ended FROM old_rows) d
    GROUP BY site_id, day, plan_id, currency
    ON CONFLICT (site_id, day, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
    DELETE FROM analytics_plan_days t USING (SELECT DISTINCT site_id, day, plan_id, currency FROM old_rows) k
    WHERE t.site_id = k.site_id AND t.day = k.day AND t.plan_id = k.plan_id AND t.currency = k.currency AND t.fine_rows = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO analytics_plan_days (site_id, day, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
SELECT site_id, day, plan_id, currency, SUM(1)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
FROM analytics_days GROUP BY site_id, day, plan_id, currency;
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_days_roll_insert" AFTER INSERT ON analytics_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_days_roll"();
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_days_roll_update" AFTER UPDATE ON analytics_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_days_roll"();
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_days_roll_delete" AFTER DELETE ON analytics_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_days_roll"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_plan_months_roll"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_plan_months AS t (site_id, month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, month, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, date_trunc('month', day)::date AS month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended FROM new_rows) d
    GROUP BY site_id, month, plan_id, currency
    ON CONFLICT (site_id, month, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_plan_months AS t (site_id, month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, month, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, date_trunc('month', day)::date AS month, plan_id, currency, -fine_rows AS fine_rows, -sign_ups AS sign_ups, -new_subscribers AS new_subscribers, -new_revenue AS new_revenue, -renew_count AS renew_count, -renew_revenue AS renew_revenue, -us_renew_count AS us_renew_count, -us_renew_revenue AS us_renew_revenue, -refund_count AS refund_count, -refund_amount AS refund_amount, -refund_members AS refund_members, -chargeback_count AS chargeback_count, -chargeback_amount AS chargeback_amount, -order_count AS order_count, -paid_count AS paid_count, -failed_count AS failed_count, -pending_count AS pending_count, -refunded_orders AS refunded_orders, -mrr_started AS mrr_started, -mrr_ended AS mrr_ended FROM old_rows WHERE fine_rows <> 0) d
    GROUP BY site_id, month, plan_id, currency
    ON CONFLICT (site_id, month, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
    DELETE FROM analytics_plan_months t USING (SELECT DISTINCT site_id, date_trunc('month', day)::date AS month, plan_id, currency FROM old_rows) k
    WHERE t.site_id = k.site_id AND t.month = k.month AND t.plan_id = k.plan_id AND t.currency = k.currency AND t.fine_rows = 0;
  ELSE
    INSERT INTO analytics_plan_months AS t (site_id, month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
    SELECT site_id, month, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
    FROM (SELECT site_id, date_trunc('month', day)::date AS month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended FROM new_rows UNION ALL SELECT site_id, date_trunc('month', day)::date AS month, plan_id, currency, -fine_rows AS fine_rows, -sign_ups AS sign_ups, -new_subscribers AS new_subscribers, -new_revenue AS new_revenue, -renew_count AS renew_count, -renew_revenue AS renew_revenue, -us_renew_count AS us_renew_count, -us_renew_revenue AS us_renew_revenue, -refund_count AS refund_count, -refund_amount AS refund_amount, -refund_members AS refund_members, -chargeback_count AS chargeback_count, -chargeback_amount AS chargeback_amount, -order_count AS order_count, -paid_count AS paid_count, -failed_count AS failed_count, -pending_count AS pending_count, -refunded_orders AS refunded_orders, -mrr_started AS mrr_started, -mrr_ended AS mrr_ended FROM old_rows WHERE fine_rows <> 0) d
    GROUP BY site_id, month, plan_id, currency
    ON CONFLICT (site_id, month, plan_id, currency) DO UPDATE SET fine_rows = t.fine_rows + excluded.fine_rows, sign_ups = t.sign_ups + excluded.sign_ups, new_subscribers = t.new_subscribers + excluded.new_subscribers, new_revenue = t.new_revenue + excluded.new_revenue, renew_count = t.renew_count + excluded.renew_count, renew_revenue = t.renew_revenue + excluded.renew_revenue, us_renew_count = t.us_renew_count + excluded.us_renew_count, us_renew_revenue = t.us_renew_revenue + excluded.us_renew_revenue, refund_count = t.refund_count + excluded.refund_count, refund_amount = t.refund_amount + excluded.refund_amount, refund_members = t.refund_members + excluded.refund_members, chargeback_count = t.chargeback_count + excluded.chargeback_count, chargeback_amount = t.chargeback_amount + excluded.chargeback_amount, order_count = t.order_count + excluded.order_count, paid_count = t.paid_count + excluded.paid_count, failed_count = t.failed_count + excluded.failed_count, pending_count = t.pending_count + excluded.pending_count, refunded_orders = t.refunded_orders + excluded.refunded_orders, mrr_started = t.mrr_started + excluded.mrr_started, mrr_ended = t.mrr_ended + excluded.mrr_ended;
    DELETE FROM analytics_plan_months t USING (SELECT DISTINCT site_id, date_trunc('month', day)::date AS month, plan_id, currency FROM old_rows) k
    WHERE t.site_id = k.site_id AND t.month = k.month AND t.plan_id = k.plan_id AND t.currency = k.currency AND t.fine_rows = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO analytics_plan_months (site_id, month, plan_id, currency, fine_rows, sign_ups, new_subscribers, new_revenue, renew_count, renew_revenue, us_renew_count, us_renew_revenue, refund_count, refund_amount, refund_members, chargeback_count, chargeback_amount, order_count, paid_count, failed_count, pending_count, refunded_orders, mrr_started, mrr_ended)
SELECT site_id, date_trunc('month', day)::date, plan_id, currency, SUM(fine_rows)::int, SUM(sign_ups)::int, SUM(new_subscribers)::int, SUM(new_revenue)::bigint, SUM(renew_count)::int, SUM(renew_revenue)::bigint, SUM(us_renew_count)::int, SUM(us_renew_revenue)::bigint, SUM(refund_count)::int, SUM(refund_amount)::bigint, SUM(refund_members)::int, SUM(chargeback_count)::int, SUM(chargeback_amount)::bigint, SUM(order_count)::int, SUM(paid_count)::int, SUM(failed_count)::int, SUM(pending_count)::int, SUM(refunded_orders)::int, SUM(mrr_started)::bigint, SUM(mrr_ended)::bigint
FROM analytics_plan_days GROUP BY site_id, date_trunc('month', day)::date, plan_id, currency;
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_months_roll_insert" AFTER INSERT ON analytics_plan_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_months_roll"();
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_months_roll_update" AFTER UPDATE ON analytics_plan_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_months_roll"();
--> statement-breakpoint
CREATE TRIGGER "analytics_plan_months_roll_delete" AFTER DELETE ON analytics_plan_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_plan_months_roll"();
