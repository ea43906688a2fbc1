CREATE TABLE "channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utm_source" varchar(200) NOT NULL,
	"utm_medium" varchar(200) NOT NULL,
	"utm_campaign" varchar(200),
	"utm_term" varchar(200),
	"utm_content" varchar(200),
	"utm_id" varchar(200),
	"type" varchar(20) DEFAULT 'other' NOT NULL,
	"profit_sharing" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"utm_campaign" varchar(200) NOT NULL,
	"landing_url" varchar(2048),
	"start_date" date,
	"end_date" date,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"budget" bigint,
	"spend" bigint,
	"status" varchar(20) DEFAULT 'planned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_utm_campaign_unique" UNIQUE("channel_id","utm_campaign")
);

--> statement-breakpoint
CREATE TABLE "channel_admins" (
	"channel_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_admins_pk" PRIMARY KEY("channel_id","admin_id")
);

--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "channel_scoped" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "channel" integer;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "channels_utm_source_idx" ON "channels" USING btree ("utm_source","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_medium_idx" ON "channels" USING btree ("utm_medium","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_campaign_idx" ON "channels" USING btree ("utm_campaign","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_term_idx" ON "channels" USING btree ("utm_term","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_content_idx" ON "channels" USING btree ("utm_content","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_id_idx" ON "channels" USING btree ("utm_id","id");
--> statement-breakpoint
CREATE INDEX "channels_type_idx" ON "channels" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "channels_profit_sharing_idx" ON "channels" USING btree ("profit_sharing","id");
--> statement-breakpoint
CREATE INDEX "channels_disabled_idx" ON "channels" USING btree ("disabled","id");
--> statement-breakpoint
CREATE INDEX "channels_archived_idx" ON "channels" USING btree ("archived","id");
--> statement-breakpoint
CREATE INDEX "channels_type_utm_source_idx" ON "channels" USING btree ("type","utm_source","id");
--> statement-breakpoint
CREATE INDEX "channels_type_utm_medium_idx" ON "channels" USING btree ("type","utm_medium","id");
--> statement-breakpoint
CREATE INDEX "channels_type_profit_sharing_idx" ON "channels" USING btree ("type","profit_sharing","id");
--> statement-breakpoint
CREATE INDEX "channels_utm_source_trgm_idx" ON "channels" USING gin ("utm_source" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "channels_utm_medium_trgm_idx" ON "channels" USING gin ("utm_medium" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "channels_utm_campaign_trgm_idx" ON "channels" USING gin ("utm_campaign" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "channel_admins_admin_idx" ON "channel_admins" USING btree ("admin_id","channel_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_channel_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_channel_idx" ON "users" USING btree ("channel","id");
