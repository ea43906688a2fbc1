CREATE INDEX "admins_username_idx" ON "admins" USING btree ("username","id");
--> statement-breakpoint
CREATE INDEX "admins_name_idx" ON "admins" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "admins_status_idx" ON "admins" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "admins_last_login_at_idx" ON "admins" USING btree ("last_login_at","id");
--> statement-breakpoint
CREATE INDEX "admins_two_factor_enabled_idx" ON "admins" USING btree ("two_factor_enabled","id");
--> statement-breakpoint
CREATE INDEX "admins_username_trgm_idx" ON "admins" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admins_name_trgm_idx" ON "admins" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");
--> statement-breakpoint
CREATE INDEX "audit_log_resource_trgm_idx" ON "audit_log" USING gin ("resource" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "jobs_last_status_idx" ON "jobs" USING btree ("last_status","id");
--> statement-breakpoint
CREATE INDEX "jobs_last_started_at_idx" ON "jobs" USING btree ("last_started_at","id");
--> statement-breakpoint
CREATE INDEX "jobs_next_run_at_idx" ON "jobs" USING btree ("next_run_at","id");
--> statement-breakpoint
CREATE INDEX "jobs_failures_idx" ON "jobs" USING btree ("failures","id");
--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roles_description_trgm_idx" ON "roles" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "videos_serial_number_idx" ON "videos" USING btree ("serial_number","id");
--> statement-breakpoint
CREATE INDEX "videos_title_idx" ON "videos" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "videos_is_free_idx" ON "videos" USING btree ("is_free","id");
--> statement-breakpoint
CREATE INDEX "videos_is_main_idx" ON "videos" USING btree ("is_main","id");
--> statement-breakpoint
CREATE INDEX "videos_likes_idx" ON "videos" USING btree ("likes","id");
--> statement-breakpoint
CREATE INDEX "videos_status_serial_number_idx" ON "videos" USING btree ("status","serial_number","id");
--> statement-breakpoint
CREATE INDEX "videos_status_title_idx" ON "videos" USING btree ("status","title","id");
--> statement-breakpoint
CREATE INDEX "videos_status_video_duration_idx" ON "videos" USING btree ("status","video_duration","id");
--> statement-breakpoint
CREATE INDEX "videos_status_views_idx" ON "videos" USING btree ("status","views","id");
--> statement-breakpoint
CREATE INDEX "videos_status_likes_idx" ON "videos" USING btree ("status","likes","id");
--> statement-breakpoint
CREATE INDEX "videos_status_published_at_idx" ON "videos" USING btree ("status","published_at","id");
--> statement-breakpoint
CREATE INDEX "models_gender_idx" ON "models" USING btree ("gender","id");
--> statement-breakpoint
CREATE INDEX "models_birthday_idx" ON "models" USING btree ("birthday","id");
--> statement-breakpoint
CREATE INDEX "models_is_popular_idx" ON "models" USING btree ("is_popular","id");
--> statement-breakpoint
CREATE INDEX "models_gender_name_idx" ON "models" USING btree ("gender","name","id");
--> statement-breakpoint
CREATE INDEX "models_gender_birthday_idx" ON "models" USING btree ("gender","birthday","id");
--> statement-breakpoint
CREATE INDEX "models_name_trgm_idx" ON "models" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tags_name_idx" ON "tags" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "tags_sort_idx" ON "tags" USING btree ("sort","id");
--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "directors_name_idx" ON "directors" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "directors_name_trgm_idx" ON "directors" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "posts_title_idx" ON "posts" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posts" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "posts_is_sticky_idx" ON "posts" USING btree ("is_sticky","id");
--> statement-breakpoint
CREATE INDEX "posts_status_title_idx" ON "posts" USING btree ("status","title","id");
--> statement-breakpoint
CREATE INDEX "posts_status_published_at_idx" ON "posts" USING btree ("status","published_at","id");
--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "questions_question_idx" ON "questions" USING btree ("question","id");
--> statement-breakpoint
CREATE INDEX "questions_sort_idx" ON "questions" USING btree ("sort","id");
--> statement-breakpoint
CREATE INDEX "questions_question_trgm_idx" ON "questions" USING gin ("question" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "questions_answer_trgm_idx" ON "questions" USING gin ("answer" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "blocks_title_idx" ON "blocks" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "blocks_type_idx" ON "blocks" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "blocks_is_box_idx" ON "blocks" USING btree ("is_box","id");
--> statement-breakpoint
CREATE INDEX "blocks_type_sort_idx" ON "blocks" USING btree ("type","sort","id");
--> statement-breakpoint
CREATE INDEX "blocks_type_title_idx" ON "blocks" USING btree ("type","title","id");
--> statement-breakpoint
CREATE INDEX "blocks_type_page_idx" ON "blocks" USING btree ("type","page","id");
--> statement-breakpoint
CREATE INDEX "blocks_page_sort_idx" ON "blocks" USING btree ("page","sort","id");
--> statement-breakpoint
CREATE INDEX "blocks_page_title_idx" ON "blocks" USING btree ("page","title","id");
--> statement-breakpoint
CREATE INDEX "blocks_page_type_idx" ON "blocks" USING btree ("page","type","id");
--> statement-breakpoint
CREATE INDEX "blocks_title_trgm_idx" ON "blocks" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "banners_name_idx" ON "banners" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "banners_type_idx" ON "banners" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "banners_clicks_idx" ON "banners" USING btree ("clicks","id");
--> statement-breakpoint
CREATE INDEX "banners_position_sort_idx" ON "banners" USING btree ("position","sort","id");
--> statement-breakpoint
CREATE INDEX "banners_position_name_idx" ON "banners" USING btree ("position","name","id");
--> statement-breakpoint
CREATE INDEX "banners_position_clicks_idx" ON "banners" USING btree ("position","clicks","id");
--> statement-breakpoint
CREATE INDEX "banners_position_expired_at_idx" ON "banners" USING btree ("position","expired_at","id");
--> statement-breakpoint
CREATE INDEX "banners_type_sort_idx" ON "banners" USING btree ("type","sort","id");
--> statement-breakpoint
CREATE INDEX "banners_type_name_idx" ON "banners" USING btree ("type","name","id");
--> statement-breakpoint
CREATE INDEX "banners_type_position_idx" ON "banners" USING btree ("type","position","id");
--> statement-breakpoint
CREATE INDEX "banners_type_clicks_idx" ON "banners" USING btree ("type","clicks","id");
--> statement-breakpoint
CREATE INDEX "banners_type_expired_at_idx" ON "banners" USING btree ("type","expired_at","id");
--> statement-breakpoint
CREATE INDEX "banners_name_trgm_idx" ON "banners" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "banners_title_trgm_idx" ON "banners" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("position","id");
--> statement-breakpoint
CREATE INDEX "advertisements_name_idx" ON "advertisements" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "advertisements_position_name_idx" ON "advertisements" USING btree ("position","name","id");
--> statement-breakpoint
CREATE INDEX "advertisements_name_trgm_idx" ON "advertisements" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "informations_type_idx" ON "informations" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "informations_title_idx" ON "informations" USING btree ("title","id");
--> statement-breakpoint
CREATE INDEX "informations_type_title_idx" ON "informations" USING btree ("type","title","id");
--> statement-breakpoint
CREATE INDEX "informations_title_trgm_idx" ON "informations" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "informations_content_trgm_idx" ON "informations" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ipwhitelists_ip_idx" ON "ipwhitelists" USING btree ("ip","id");
--> statement-breakpoint
CREATE INDEX "ipwhitelists_created_at_idx" ON "ipwhitelists" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "ipwhitelists_ip_trgm_idx" ON "ipwhitelists" USING gin ("ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ipwhitelists_note_trgm_idx" ON "ipwhitelists" USING gin ("note" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sites_name_idx" ON "sites" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "sites_domain_idx" ON "sites" USING btree ("domain","id");
--> statement-breakpoint
CREATE INDEX "sites_status_idx" ON "sites" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "sites_default_language_idx" ON "sites" USING btree ("default_language","id");
--> statement-breakpoint
CREATE INDEX "sites_status_name_idx" ON "sites" USING btree ("status","name","id");
--> statement-breakpoint
CREATE INDEX "sites_status_domain_idx" ON "sites" USING btree ("status","domain","id");
--> statement-breakpoint
CREATE INDEX "sites_default_language_name_idx" ON "sites" USING btree ("default_language","name","id");
--> statement-breakpoint
CREATE INDEX "sites_default_language_domain_idx" ON "sites" USING btree ("default_language","domain","id");
--> statement-breakpoint
CREATE INDEX "sites_default_language_status_idx" ON "sites" USING btree ("default_language","status","id");
--> statement-breakpoint
CREATE INDEX "sites_name_trgm_idx" ON "sites" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sites_domain_trgm_idx" ON "sites" USING gin ("domain" gin_trgm_ops);
