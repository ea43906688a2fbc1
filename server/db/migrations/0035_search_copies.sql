CREATE TABLE "videos_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"sort_serial_number" varchar(50),
	"sort_title" varchar(255),
	"sort_video_duration" integer,
	"sort_views" integer,
	"sort_likes" integer,
	"sort_published_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "users_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"text_open" text NOT NULL,
	"sort_username" varchar(50),
	"sort_email" varchar(255),
	"sort_last_name" varchar(100),
	"sort_status" varchar(20)
);

--> statement-breakpoint
ALTER TABLE "videos_search" ADD CONSTRAINT "videos_search_id_videos_id_fk" FOREIGN KEY ("id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users_search" ADD CONSTRAINT "users_search_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "videos_search_text_trgm_idx" ON "videos_search" USING gin ("text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users_search" USING gin ("text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_text_open_trgm_idx" ON "users_search" USING gin ("text_open" gin_trgm_ops);
