CREATE TABLE "login_challenges" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200),
	"mime" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"uploaded_by" integer,
	"cloud_copied_at" timestamp with time zone,
	"cloud_url" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);

--> statement-breakpoint
CREATE TABLE "file_blocklist" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cover" varchar(2048),
	"serial_number" varchar(50) NOT NULL,
	"title" varchar(255),
	"video_duration" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"video" varchar(2048),
	"trailer" varchar(2048),
	"preview_video" varchar(2048),
	"description" text,
	"tooltips" varchar(255),
	"source" varchar(255),
	"is_free" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0,
	"original_views" integer DEFAULT 0,
	"subscriber_t_views" integer DEFAULT 0,
	"visitor_t_views" integer DEFAULT 0,
	"likes" integer DEFAULT 0,
	"dislikes" integer DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_serial_number_unique" UNIQUE("serial_number")
);

--> statement-breakpoint
CREATE TABLE "videos_models" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_models_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "videos_directors" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_directors_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "videos_tags" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_tags_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "videos_gallery" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_gallery_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"avatar" varchar(2048),
	"name" varchar(100) NOT NULL,
	"gender" varchar(20),
	"birthday" date,
	"birth_place" varchar(100),
	"height_feet" integer,
	"height_inches" integer,
	"weight" integer,
	"chest" integer,
	"waist" integer,
	"hips" integer,
	"measurement" varchar(30),
	"social_links" jsonb,
	"is_popular" boolean DEFAULT false NOT NULL,
	"introduction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "models_gallery" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "models_gallery_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cover" varchar(2048),
	"title" varchar(255) NOT NULL,
	"description" text,
	"content" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "posts_models" (
	"owner_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posts_models_pk" PRIMARY KEY("owner_id","target_id")
);

--> statement-breakpoint
CREATE TABLE "ipwhitelists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipwhitelists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" varchar(64) NOT NULL,
	"note" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipwhitelists_ip_unique" UNIQUE("ip")
);

--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"domain" varchar(253) NOT NULL,
	"status" varchar(20) DEFAULT 'enabled' NOT NULL,
	"default_language" varchar(10) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);

--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_bound_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_models" ADD CONSTRAINT "videos_models_owner_id_videos_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_models" ADD CONSTRAINT "videos_models_target_id_models_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD CONSTRAINT "videos_directors_owner_id_videos_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD CONSTRAINT "videos_directors_target_id_directors_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."directors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD CONSTRAINT "videos_tags_owner_id_videos_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD CONSTRAINT "videos_tags_target_id_tags_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_gallery" ADD CONSTRAINT "videos_gallery_owner_id_videos_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos_gallery" ADD CONSTRAINT "videos_gallery_target_id_files_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "models_gallery" ADD CONSTRAINT "models_gallery_owner_id_models_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "models_gallery" ADD CONSTRAINT "models_gallery_target_id_files_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts_models" ADD CONSTRAINT "posts_models_owner_id_posts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts_models" ADD CONSTRAINT "posts_models_target_id_models_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "login_challenges_admin_idx" ON "login_challenges" USING btree ("admin_id");
--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");
--> statement-breakpoint
CREATE INDEX "files_kind_idx" ON "files" USING btree ("kind","id");
--> statement-breakpoint
CREATE INDEX "files_original_name_idx" ON "files" USING btree ("original_name");
--> statement-breakpoint
CREATE INDEX "videos_video_duration_idx" ON "videos" USING btree ("video_duration","id");
--> statement-breakpoint
CREATE INDEX "videos_status_idx" ON "videos" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "videos_views_idx" ON "videos" USING btree ("views","id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_idx" ON "videos_models" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_idx" ON "videos_directors" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_idx" ON "videos_tags" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_gallery_target_idx" ON "videos_gallery" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "models_name_idx" ON "models" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "models_gallery_target_idx" ON "models_gallery" USING btree ("target_id","owner_id");
--> statement-breakpoint
CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at","id");
--> statement-breakpoint
CREATE INDEX "posts_models_target_idx" ON "posts_models" USING btree ("target_id","owner_id");
