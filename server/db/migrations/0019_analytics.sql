CREATE TABLE "analytics_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel_id" integer DEFAULT 0 NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"plan_id" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT '' NOT NULL,
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
	CONSTRAINT "analytics_days_site_id_day_channel_id_campaign_id_plan_id_currency_pk" PRIMARY KEY("site_id","day","channel_id","campaign_id","plan_id","currency")
);

--> statement-breakpoint
CREATE TABLE "analytics_dirty" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_dirty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "analytics_visit_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel_id" integer DEFAULT 0 NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"device" varchar(10) NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"returning_visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visit_days_site_id_day_channel_id_campaign_id_device_pk" PRIMARY KEY("site_id","day","channel_id","campaign_id","device")
);

--> statement-breakpoint
CREATE TABLE "analytics_visitor_days" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	CONSTRAINT "analytics_visitor_days_site_id_day_visitor_id_pk" PRIMARY KEY("site_id","day","visitor_id")
);

--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"site_id" integer NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone,
	"channel_id" integer,
	"campaign_id" integer,
	"user_id" integer,
	CONSTRAINT "analytics_visitors_site_id_visitor_id_pk" PRIMARY KEY("site_id","visitor_id")
);

--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "visit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"visitor_id" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"page" varchar(2048),
	"referrer" varchar(2048),
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_campaign" varchar(200),
	"utm_term" varchar(200),
	"utm_content" varchar(200),
	"device" varchar(10) NOT NULL,
	"country" varchar(2),
	"channel_id" integer,
	"campaign_id" integer,
	"user_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_events_pkey" PRIMARY KEY("occurred_at","id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
-- Events of a month without its own partition (far past, far future) land here; jobs make the monthly ones ahead of time.
CREATE TABLE "visit_events_default" PARTITION OF "visit_events" DEFAULT;

--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "campaign" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" varchar(2);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "timezone" varchar(64) DEFAULT 'UTC' NOT NULL;
--> statement-breakpoint
CREATE INDEX "analytics_days_day_idx" ON "analytics_days" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "analytics_visit_days_day_idx" ON "analytics_visit_days" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "analytics_visitors_user_idx" ON "analytics_visitors" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "visit_events_event_unique" ON "visit_events" USING btree ("site_id","event_id","occurred_at");
--> statement-breakpoint
CREATE INDEX "visit_events_site_day_idx" ON "visit_events" USING btree ("site_id","day");
