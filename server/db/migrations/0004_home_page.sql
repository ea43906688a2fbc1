CREATE TABLE "blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"description" text,
	"type" varchar(30) NOT NULL,
	"page" varchar(30) DEFAULT 'home' NOT NULL,
	"is_box" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"advertisement" integer,
	"image" varchar(2048),
	"mobile_image" varchar(2048),
	"link" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "blocks_videos" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blocks_videos_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "blocks_models" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blocks_models_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"position" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(200),
	"subtitle" varchar(255),
	"type" varchar(10) DEFAULT 'image' NOT NULL,
	"cta" varchar(50),
	"image" varchar(2048),
	"mobile_image" varchar(2048),
	"video" varchar(2048),
	"mobile_video" varchar(2048),
	"link" varchar(2048),
	"clicks" integer DEFAULT 0,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"image" varchar(2048),
	"mobile_image" varchar(2048),
	"link" varchar(2048),
	"cta_position" varchar(10) DEFAULT 'center' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_position_unique" UNIQUE("position")
);

--> statement-breakpoint
ALTER TABLE "blocks_videos" ADD CONSTRAINT "blocks_videos_owner_id_blocks_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blocks_videos" ADD CONSTRAINT "blocks_videos_target_id_videos_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blocks_models" ADD CONSTRAINT "blocks_models_owner_id_blocks_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blocks_models" ADD CONSTRAINT "blocks_models_target_id_models_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "blocks_page_idx" ON "blocks" USING btree ("page","id");
--> statement-breakpoint
CREATE INDEX "blocks_sort_idx" ON "blocks" USING btree ("sort","id");
--> statement-breakpoint
CREATE INDEX "blocks_videos_target_idx" ON "blocks_videos" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "blocks_models_target_idx" ON "blocks_models" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");
--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "banners_expired_at_idx" ON "banners" USING btree ("expired_at","id");
