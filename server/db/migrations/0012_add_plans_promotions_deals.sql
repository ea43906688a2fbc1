CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"title" varchar(200) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"initial_period_count" integer DEFAULT 1 NOT NULL,
	"initial_period_unit" varchar(10) DEFAULT 'month' NOT NULL,
	"initial_original_price" bigint NOT NULL,
	"initial_discount_price" bigint,
	"recurring_period_count" integer,
	"recurring_period_unit" varchar(10),
	"recurring_original_price" bigint,
	"recurring_discount_price" bigint,
	"downloadable" boolean DEFAULT false NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"segpay_id" varchar(100),
	"epoch_id" varchar(100),
	"epoch_ti_id" varchar(100),
	"nats_id" varchar(100),
	"xsale_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"code" varchar(40) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"times" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"discount_percent" integer,
	"discount_amount" bigint,
	"currency" varchar(3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "promotions_plans" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_plans_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"plan" integer NOT NULL,
	"site" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"price" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"banner" varchar(2048),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD CONSTRAINT "promotions_plans_owner_id_promotions_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD CONSTRAINT "promotions_plans_target_id_plans_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "plans_name_idx" ON "plans" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "plans_currency_idx" ON "plans" USING btree ("currency","id");
--> statement-breakpoint
CREATE INDEX "plans_initial_original_price_idx" ON "plans" USING btree ("initial_original_price","id");
--> statement-breakpoint
CREATE INDEX "plans_downloadable_idx" ON "plans" USING btree ("downloadable","id");
--> statement-breakpoint
CREATE INDEX "plans_show_idx" ON "plans" USING btree ("show","id");
--> statement-breakpoint
CREATE INDEX "plans_is_best_idx" ON "plans" USING btree ("is_best","id");
--> statement-breakpoint
CREATE INDEX "plans_sort_idx" ON "plans" USING btree ("sort","id");
--> statement-breakpoint
CREATE INDEX "plans_name_trgm_idx" ON "plans" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "plans_title_trgm_idx" ON "plans" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "promotions_name_idx" ON "promotions" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "promotions_code_idx" ON "promotions" USING btree ("code","id");
--> statement-breakpoint
CREATE INDEX "promotions_started_at_idx" ON "promotions" USING btree ("started_at","id");
--> statement-breakpoint
CREATE INDEX "promotions_ended_at_idx" ON "promotions" USING btree ("ended_at","id");
--> statement-breakpoint
CREATE INDEX "promotions_used_idx" ON "promotions" USING btree ("used","id");
--> statement-breakpoint
CREATE INDEX "promotions_enabled_idx" ON "promotions" USING btree ("enabled","id");
--> statement-breakpoint
CREATE INDEX "promotions_name_trgm_idx" ON "promotions" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "promotions_code_trgm_idx" ON "promotions" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree (lower("code"));
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_idx" ON "promotions_plans" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "deals_title_idx" ON "deals" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "deals_plan_idx" ON "deals" USING btree ("plan","id");
--> statement-breakpoint
CREATE INDEX "deals_site_idx" ON "deals" USING btree ("site","id");
--> statement-breakpoint
CREATE INDEX "deals_price_idx" ON "deals" USING btree ("price","id");
--> statement-breakpoint
CREATE INDEX "deals_started_at_idx" ON "deals" USING btree ("started_at","id");
--> statement-breakpoint
CREATE INDEX "deals_ended_at_idx" ON "deals" USING btree ("ended_at","id");
--> statement-breakpoint
CREATE INDEX "deals_enabled_idx" ON "deals" USING btree ("enabled","id");
--> statement-breakpoint
CREATE INDEX "deals_title_trgm_idx" ON "deals" USING gin ("title" gin_trgm_ops);
