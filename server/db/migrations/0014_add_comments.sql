CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user" integer NOT NULL,
	"video" integer NOT NULL,
	"comment" text NOT NULL,
	"likes_count" integer DEFAULT 0,
	"status" varchar(20) DEFAULT 'visible' NOT NULL,
	"report_status" varchar(20) DEFAULT 'none' NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" varchar(20)
);

--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user","id");
--> statement-breakpoint
CREATE INDEX "comments_video_idx" ON "comments" USING btree ("video","id");
--> statement-breakpoint
CREATE INDEX "comments_likes_count_idx" ON "comments" USING btree ("likes_count","id");
--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "comments_report_status_idx" ON "comments" USING btree ("report_status","id");
--> statement-breakpoint
CREATE INDEX "comments_reported_at_idx" ON "comments" USING btree ("reported_at","id");
--> statement-breakpoint
CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "comments_status_likes_count_idx" ON "comments" USING btree ("status","likes_count","id");
--> statement-breakpoint
CREATE INDEX "comments_status_report_status_idx" ON "comments" USING btree ("status","report_status","id");
--> statement-breakpoint
CREATE INDEX "comments_status_reported_at_idx" ON "comments" USING btree ("status","reported_at","id");
--> statement-breakpoint
CREATE INDEX "comments_status_created_at_idx" ON "comments" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX "comments_report_status_likes_count_idx" ON "comments" USING btree ("report_status","likes_count","id");
--> statement-breakpoint
CREATE INDEX "comments_report_status_status_idx" ON "comments" USING btree ("report_status","status","id");
--> statement-breakpoint
CREATE INDEX "comments_report_status_reported_at_idx" ON "comments" USING btree ("report_status","reported_at","id");
--> statement-breakpoint
CREATE INDEX "comments_report_status_created_at_idx" ON "comments" USING btree ("report_status","created_at","id");
--> statement-breakpoint
CREATE INDEX "comments_comment_trgm_idx" ON "comments" USING gin ("comment" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "comment_reports_comment_id_idx" ON "comment_reports" USING btree ("comment_id","created_at");
--> statement-breakpoint
CREATE INDEX "comment_reports_created_at_idx" ON "comment_reports" USING btree ("created_at");
