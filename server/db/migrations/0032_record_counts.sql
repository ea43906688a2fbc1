CREATE TABLE "analytics_record_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"channels" integer NOT NULL,
	"campaigns" integer NOT NULL,
	CONSTRAINT "analytics_record_days_site_id_day_currency_pk" PRIMARY KEY("site_id","day","currency")
);

--> statement-breakpoint
CREATE TABLE "analytics_record_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_record_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"day" date NOT NULL
);

--> statement-breakpoint
CREATE INDEX "analytics_record_marks_day_idx" ON "analytics_record_marks" USING btree ("day");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_record_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_record_marks (site_id, day) SELECT DISTINCT site_id, day FROM new_rows;
  ELSE
    INSERT INTO analytics_record_marks (site_id, day) SELECT DISTINCT site_id, day FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_record_mark_insert" AFTER INSERT ON analytics_campaign_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_record_mark"();
--> statement-breakpoint
CREATE TRIGGER "analytics_record_mark_delete" AFTER DELETE ON analytics_campaign_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_record_mark"();
--> statement-breakpoint
CREATE TRIGGER "analytics_record_mark_insert" AFTER INSERT ON analytics_visit_campaign_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_record_mark"();
--> statement-breakpoint
CREATE TRIGGER "analytics_record_mark_delete" AFTER DELETE ON analytics_visit_campaign_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_record_mark"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_record_recount"(p_sites integer[], p_days date[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_record_days r USING unnest(p_sites, p_days) AS x(site_id, day) WHERE r.site_id = x.site_id AND r.day = x.day;
  INSERT INTO analytics_record_days (site_id, day, currency, channels, campaigns)
  WITH asked AS (SELECT DISTINCT site_id, day FROM unnest(p_sites, p_days) AS x(site_id, day)),
  found AS (
    SELECT a.site_id, a.day, v.channel_id, v.campaign_id, ''::varchar(3) AS currency FROM asked a JOIN analytics_visit_campaign_days v ON v.day = a.day AND (a.site_id = 0 OR v.site_id = a.site_id)
    UNION
    SELECT a.site_id, a.day, m.channel_id, m.campaign_id, m.currency FROM asked a JOIN analytics_campaign_days m ON m.day = a.day AND (a.site_id = 0 OR m.site_id = a.site_id)
  ),
  currencies AS (SELECT DISTINCT site_id, day, currency FROM found UNION SELECT site_id, day, '' FROM asked)
  SELECT c.site_id, c.day, c.currency, count(DISTINCT f.channel_id)::int, count(DISTINCT (f.channel_id, f.campaign_id))::int
  FROM currencies c JOIN found f ON f.site_id = c.site_id AND f.day = c.day AND f.currency IN ('', c.currency)
  GROUP BY c.site_id, c.day, c.currency;
$$;
--> statement-breakpoint
SELECT analytics_record_recount(array_agg(site_id), array_agg(day)) FROM (
  SELECT site_id, day FROM analytics_visit_campaign_days UNION SELECT site_id, day FROM analytics_campaign_days
  UNION SELECT 0, day FROM analytics_visit_campaign_days UNION SELECT 0, day FROM analytics_campaign_days
) k;
