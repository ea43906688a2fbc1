DROP INDEX "roles_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "roles_description_trgm_idx";
--> statement-breakpoint
DROP INDEX "questions_question_trgm_idx";
--> statement-breakpoint
DROP INDEX "questions_answer_trgm_idx";
--> statement-breakpoint
DROP INDEX "supports_subject_trgm_idx";
--> statement-breakpoint
DROP INDEX "supports_email_trgm_idx";
--> statement-breakpoint
DROP INDEX "supports_message_trgm_idx";
--> statement-breakpoint
DROP INDEX "cooperations_subject_trgm_idx";
--> statement-breakpoint
DROP INDEX "cooperations_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "cooperations_email_trgm_idx";
--> statement-breakpoint
DROP INDEX "cooperations_phone_trgm_idx";
--> statement-breakpoint
DROP INDEX "cooperations_message_trgm_idx";
--> statement-breakpoint
DROP INDEX "banners_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "banners_title_trgm_idx";
--> statement-breakpoint
DROP INDEX "informations_title_trgm_idx";
--> statement-breakpoint
DROP INDEX "informations_content_trgm_idx";
--> statement-breakpoint
DROP INDEX "users_first_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "users_last_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "users_phone_trgm_idx";
--> statement-breakpoint
DROP INDEX "mails_to_trgm_idx";
--> statement-breakpoint
DROP INDEX "plans_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "plans_title_trgm_idx";
--> statement-breakpoint
DROP INDEX "promotions_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "promotions_code_trgm_idx";
--> statement-breakpoint
DROP INDEX "orders_order_id_trgm_idx";
--> statement-breakpoint
DROP INDEX "segpays_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "segpays_merchant_id_trgm_idx";
--> statement-breakpoint
DROP INDEX "segpays_package_id_trgm_idx";
--> statement-breakpoint
DROP INDEX "channels_utm_source_trgm_idx";
--> statement-breakpoint
DROP INDEX "channels_utm_medium_trgm_idx";
--> statement-breakpoint
DROP INDEX "channels_utm_campaign_trgm_idx";
--> statement-breakpoint
DROP INDEX "ipwhitelists_ip_trgm_idx";
--> statement-breakpoint
DROP INDEX "ipwhitelists_note_trgm_idx";
--> statement-breakpoint
DROP INDEX "sites_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "sites_domain_trgm_idx";
--> statement-breakpoint
CREATE INDEX "admins_search_trgm_idx" ON "admins" USING gin (lower(coalesce("username"::text, '') || chr(1) || coalesce("name"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("description"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "videos_search_trgm_idx" ON "videos" USING gin (lower(coalesce("title"::text, '') || chr(1) || coalesce("serial_number"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "questions_search_trgm_idx" ON "questions" USING gin (lower(coalesce("question"::text, '') || chr(1) || coalesce("answer"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "supports_search_trgm_idx" ON "supports" USING gin (lower(coalesce("subject"::text, '') || chr(1) || coalesce("email"::text, '') || chr(1) || coalesce("message"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cooperations_search_trgm_idx" ON "cooperations" USING gin (lower(coalesce("subject"::text, '') || chr(1) || coalesce("name"::text, '') || chr(1) || coalesce("email"::text, '') || chr(1) || coalesce("phone"::text, '') || chr(1) || coalesce("message"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "banners_search_trgm_idx" ON "banners" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("title"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "informations_search_trgm_idx" ON "informations" USING gin (lower(coalesce("title"::text, '') || chr(1) || coalesce("content"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower(coalesce("username"::text, '') || chr(1) || coalesce("email"::text, '') || chr(1) || coalesce("first_name"::text, '') || chr(1) || coalesce("last_name"::text, '') || chr(1) || coalesce("phone"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_open_trgm_idx" ON "users" USING gin (lower(coalesce("username"::text, '') || chr(1) || coalesce("first_name"::text, '') || chr(1) || coalesce("last_name"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "mails_search_trgm_idx" ON "mails" USING gin (lower(coalesce("to"::text, '') || chr(1) || coalesce("subject"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "plans_search_trgm_idx" ON "plans" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("title"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "promotions_search_trgm_idx" ON "promotions" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("code"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower(coalesce("order_id"::text, '') || chr(1) || coalesce("transaction_number"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "segpays_search_trgm_idx" ON "segpays" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("merchant_id"::text, '') || chr(1) || coalesce("package_id"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "channels_search_trgm_idx" ON "channels" USING gin (lower(coalesce("utm_source"::text, '') || chr(1) || coalesce("utm_medium"::text, '') || chr(1) || coalesce("utm_campaign"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ipwhitelists_search_trgm_idx" ON "ipwhitelists" USING gin (lower(coalesce("ip"::text, '') || chr(1) || coalesce("note"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sites_search_trgm_idx" ON "sites" USING gin (lower(coalesce("name"::text, '') || chr(1) || coalesce("domain"::text, '')) gin_trgm_ops);
--> statement-breakpoint
-- The planner reads an expression index's own statistics: gathered now rather than at the next autovacuum.
ANALYZE "admins", "roles", "videos", "questions", "supports", "cooperations", "banners", "informations", "users", "mails", "plans", "promotions", "orders", "segpays", "channels", "ipwhitelists", "sites";
