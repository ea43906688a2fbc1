CREATE INDEX "videos_serial_number_trgm_idx" ON "videos" USING gin ("serial_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);
