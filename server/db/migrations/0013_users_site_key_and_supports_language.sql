ALTER TABLE "users" ADD CONSTRAINT "users_site_fk" FOREIGN KEY ("site") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "supports_language_idx" ON "supports" USING btree ("language","id");
--> statement-breakpoint
CREATE INDEX "supports_language_subject_idx" ON "supports" USING btree ("language","subject","id");
--> statement-breakpoint
CREATE INDEX "supports_language_type_idx" ON "supports" USING btree ("language","type","id");
--> statement-breakpoint
CREATE INDEX "supports_language_status_idx" ON "supports" USING btree ("language","status","id");
--> statement-breakpoint
CREATE INDEX "supports_language_created_at_idx" ON "supports" USING btree ("language","created_at","id");
