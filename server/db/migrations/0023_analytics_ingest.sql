ALTER TABLE "visit_events" ADD COLUMN "utm_id" varchar(200);
--> statement-breakpoint
CREATE INDEX "visit_events_visitor_idx" ON "visit_events" USING btree ("site_id","visitor_id","day");
