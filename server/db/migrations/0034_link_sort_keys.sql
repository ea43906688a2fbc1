ALTER TABLE "videos_models" ADD COLUMN "sort_serial_number" varchar(50);
--> statement-breakpoint
ALTER TABLE "videos_models" ADD COLUMN "sort_title" varchar(255);
--> statement-breakpoint
ALTER TABLE "videos_models" ADD COLUMN "sort_video_duration" integer;
--> statement-breakpoint
ALTER TABLE "videos_models" ADD COLUMN "sort_views" integer;
--> statement-breakpoint
ALTER TABLE "videos_models" ADD COLUMN "sort_likes" integer;
--> statement-breakpoint
ALTER TABLE "videos_models" ADD COLUMN "sort_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_serial_number" varchar(50);
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_title" varchar(255);
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_video_duration" integer;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_views" integer;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_likes" integer;
--> statement-breakpoint
ALTER TABLE "videos_directors" ADD COLUMN "sort_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_serial_number" varchar(50);
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_title" varchar(255);
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_video_duration" integer;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_views" integer;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_likes" integer;
--> statement-breakpoint
ALTER TABLE "videos_tags" ADD COLUMN "sort_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "posts_models" ADD COLUMN "sort_title" varchar(255);
--> statement-breakpoint
ALTER TABLE "posts_models" ADD COLUMN "sort_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD COLUMN "sort_name" varchar(100);
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD COLUMN "sort_code" varchar(40);
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD COLUMN "sort_started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD COLUMN "sort_ended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "promotions_plans" ADD COLUMN "sort_used" integer;
--> statement-breakpoint
CREATE INDEX "videos_models_target_serial_number_idx" ON "videos_models" USING btree ("target_id","sort_serial_number","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_title_idx" ON "videos_models" USING btree ("target_id","sort_title","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_video_duration_idx" ON "videos_models" USING btree ("target_id","sort_video_duration","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_views_idx" ON "videos_models" USING btree ("target_id","sort_views","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_likes_idx" ON "videos_models" USING btree ("target_id","sort_likes","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_models_target_published_at_idx" ON "videos_models" USING btree ("target_id","sort_published_at","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_serial_number_idx" ON "videos_directors" USING btree ("target_id","sort_serial_number","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_title_idx" ON "videos_directors" USING btree ("target_id","sort_title","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_video_duration_idx" ON "videos_directors" USING btree ("target_id","sort_video_duration","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_views_idx" ON "videos_directors" USING btree ("target_id","sort_views","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_likes_idx" ON "videos_directors" USING btree ("target_id","sort_likes","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_directors_target_published_at_idx" ON "videos_directors" USING btree ("target_id","sort_published_at","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_serial_number_idx" ON "videos_tags" USING btree ("target_id","sort_serial_number","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_title_idx" ON "videos_tags" USING btree ("target_id","sort_title","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_video_duration_idx" ON "videos_tags" USING btree ("target_id","sort_video_duration","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_views_idx" ON "videos_tags" USING btree ("target_id","sort_views","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_likes_idx" ON "videos_tags" USING btree ("target_id","sort_likes","owner_id");
--> statement-breakpoint
CREATE INDEX "videos_tags_target_published_at_idx" ON "videos_tags" USING btree ("target_id","sort_published_at","owner_id");
--> statement-breakpoint
CREATE INDEX "posts_models_target_title_idx" ON "posts_models" USING btree ("target_id","sort_title","owner_id");
--> statement-breakpoint
CREATE INDEX "posts_models_target_published_at_idx" ON "posts_models" USING btree ("target_id","sort_published_at","owner_id");
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_name_idx" ON "promotions_plans" USING btree ("target_id","sort_name","owner_id");
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_code_idx" ON "promotions_plans" USING btree ("target_id","sort_code","owner_id");
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_started_at_idx" ON "promotions_plans" USING btree ("target_id","sort_started_at","owner_id");
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_ended_at_idx" ON "promotions_plans" USING btree ("target_id","sort_ended_at","owner_id");
--> statement-breakpoint
CREATE INDEX "promotions_plans_target_used_idx" ON "promotions_plans" USING btree ("target_id","sort_used","owner_id");
