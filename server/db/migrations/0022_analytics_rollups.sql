ALTER TABLE "provider_events" ADD COLUMN "amount" bigint;
--> statement-breakpoint
-- What each applied reversal took back, for the rows kept before it was recorded: a refund its amount (the rest of the payment when none was named), a void or a chargeback the part not refunded before it.
UPDATE "provider_events" e SET "amount" = COALESCE((e."payload"->>'amount')::bigint, GREATEST(o."refunded_amount" - COALESCE((
    SELECT SUM((p."payload"->>'amount')::bigint) FROM "provider_events" p
    WHERE p."order" = e."order" AND p."id" <> e."id" AND p."kind" = 'refund' AND p."status" = 'applied'), 0), 0))
FROM "orders" o
WHERE o."id" = e."order" AND e."kind" = 'refund' AND e."status" = 'applied' AND e."amount" IS NULL;
--> statement-breakpoint
UPDATE "provider_events" e SET "amount" = GREATEST(o."amount" - COALESCE((
    SELECT SUM(p."amount") FROM "provider_events" p
    WHERE p."order" = e."order" AND p."id" < e."id" AND p."kind" = 'refund' AND p."status" = 'applied'), 0), 0)
FROM "orders" o
WHERE o."id" = e."order" AND e."kind" IN ('void', 'chargeback') AND e."status" = 'applied' AND e."amount" IS NULL;
--> statement-breakpoint
-- The refresher finds the rows of a business day by the instant that dates them (docs/metrics.md).
CREATE INDEX IF NOT EXISTS "analytics_orders_paid_at_idx" ON "orders" ("paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_orders_day_idx" ON "orders" ((COALESCE("paid_at", "created_at")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_provider_events_reversal_idx" ON "provider_events" ("occurred_at") WHERE "status" = 'applied' AND "kind" IN ('refund', 'void', 'chargeback');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_users_created_at_idx" ON "users" ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_subscriptions_started_at_idx" ON "subscriptions" ("started_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_subscriptions_stop_idx" ON "subscriptions" ((GREATEST("current_period_end", "started_at"))) WHERE "status" IN ('expired', 'refunded', 'charged_back', 'cancelled');
--> statement-breakpoint
-- Dirty marks: every change that moves a figure marks the (site, instant) of its old and its new date, in the change's own transaction.
CREATE OR REPLACE FUNCTION "analytics_orders_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_site integer;
  new_site integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."kind", OLD."paid_at", OLD."created_at", OLD."amount", OLD."currency", OLD."channel", OLD."campaign", OLD."plan", OLD."country", OLD."user", OLD."segpay")
      IS NOT DISTINCT FROM (NEW."status", NEW."kind", NEW."paid_at", NEW."created_at", NEW."amount", NEW."currency", NEW."channel", NEW."campaign", NEW."plan", NEW."country", NEW."user", NEW."segpay") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT "site" INTO old_site FROM "segpays" WHERE "id" = OLD."segpay";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT "site" INTO new_site FROM "segpays" WHERE "id" = NEW."segpay";
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at")
  SELECT DISTINCT v.site, v.at FROM (VALUES (old_site, OLD."paid_at"), (old_site, OLD."created_at"), (new_site, NEW."paid_at"), (new_site, NEW."created_at")) AS v(site, at)
  WHERE v.site IS NOT NULL AND v.at IS NOT NULL;
  -- An order's reversals are counted under the order's channel, campaign, plan and currency.
  IF TG_OP = 'UPDATE' AND (OLD."currency", OLD."channel", OLD."campaign", OLD."plan", OLD."user", OLD."segpay")
      IS DISTINCT FROM (NEW."currency", NEW."channel", NEW."campaign", NEW."plan", NEW."user", NEW."segpay") THEN
    INSERT INTO "analytics_dirty" ("site_id", "at")
    SELECT DISTINCT g."site", e."occurred_at" FROM "provider_events" e JOIN "segpays" g ON g."id" = e."segpay"
    WHERE e."order" = NEW."id" AND e."occurred_at" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_orders_dirty" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "analytics_orders_dirty"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_provider_events_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."kind", OLD."order", OLD."amount", OLD."occurred_at", OLD."segpay")
      IS NOT DISTINCT FROM (NEW."status", NEW."kind", NEW."order", NEW."amount", NEW."occurred_at", NEW."segpay") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at")
  SELECT DISTINCT g."site", v.at
  FROM (VALUES (OLD."segpay", OLD."occurred_at", OLD."kind", OLD."status"), (NEW."segpay", NEW."occurred_at", NEW."kind", NEW."status")) AS v(segpay, at, kind, status)
  JOIN "segpays" g ON g."id" = v.segpay
  WHERE v.at IS NOT NULL AND v.status = 'applied' AND v.kind IN ('refund', 'void', 'chargeback');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_provider_events_dirty" AFTER INSERT OR UPDATE OR DELETE ON "provider_events" FOR EACH ROW EXECUTE FUNCTION "analytics_provider_events_dirty"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_users_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."site", OLD."created_at", OLD."channel", OLD."campaign") IS NOT DISTINCT FROM (NEW."site", NEW."created_at", NEW."channel", NEW."campaign") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at")
  SELECT DISTINCT v.site, v.at FROM (VALUES (OLD."site", OLD."created_at"), (NEW."site", NEW."created_at")) AS v(site, at)
  WHERE v.site IS NOT NULL AND v.at IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_users_dirty" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "analytics_users_dirty"();
--> statement-breakpoint
-- A subscription's MRR starts on its start and stops when it stops running (docs/metrics.md: MRR).
CREATE OR REPLACE FUNCTION "analytics_subscriptions_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_site integer;
  new_site integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."started_at", OLD."current_period_end", OLD."price", OLD."currency", OLD."plan", OLD."channel", OLD."campaign", OLD."segpay")
      IS NOT DISTINCT FROM (NEW."status", NEW."started_at", NEW."current_period_end", NEW."price", NEW."currency", NEW."plan", NEW."channel", NEW."campaign", NEW."segpay") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT "site" INTO old_site FROM "segpays" WHERE "id" = OLD."segpay";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT "site" INTO new_site FROM "segpays" WHERE "id" = NEW."segpay";
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at")
  SELECT DISTINCT v.site, v.at FROM (VALUES
    (old_site, OLD."started_at"),
    (old_site, CASE WHEN OLD."status" IN ('expired', 'refunded', 'charged_back', 'cancelled') THEN OLD."current_period_end" END),
    (new_site, NEW."started_at"),
    (new_site, CASE WHEN NEW."status" IN ('expired', 'refunded', 'charged_back', 'cancelled') THEN NEW."current_period_end" END)
  ) AS v(site, at)
  WHERE v.site IS NOT NULL AND v.at IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_subscriptions_dirty" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "analytics_subscriptions_dirty"();
--> statement-breakpoint
-- A plan's renewal period is what its subscriptions' monthly value is normalised by.
CREATE OR REPLACE FUNCTION "analytics_plans_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."recurring_period_count", OLD."recurring_period_unit") IS NOT DISTINCT FROM (NEW."recurring_period_count", NEW."recurring_period_unit") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at")
  SELECT DISTINCT g."site", v.at FROM "subscriptions" b JOIN "segpays" g ON g."id" = b."segpay"
  CROSS JOIN LATERAL (VALUES (b."started_at"), (CASE WHEN b."status" IN ('expired', 'refunded', 'charged_back', 'cancelled') THEN b."current_period_end" END)) AS v(at)
  WHERE b."plan" = NEW."id" AND v.at IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_plans_dirty" AFTER UPDATE ON "plans" FOR EACH ROW EXECUTE FUNCTION "analytics_plans_dirty"();
--> statement-breakpoint
-- A payment setting moved to another site, or a site's time zone changed, moves every figure of the site: the whole site is marked ('-infinity').
CREATE OR REPLACE FUNCTION "analytics_segpays_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."site" IS NOT DISTINCT FROM NEW."site" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at") VALUES (OLD."site", '-infinity'), (NEW."site", '-infinity');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_segpays_dirty" AFTER UPDATE ON "segpays" FOR EACH ROW EXECUTE FUNCTION "analytics_segpays_dirty"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_sites_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."timezone" IS NOT DISTINCT FROM NEW."timezone" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "analytics_dirty" ("site_id", "at") VALUES (NEW."id", '-infinity');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_sites_dirty" AFTER UPDATE ON "sites" FOR EACH ROW EXECUTE FUNCTION "analytics_sites_dirty"();
