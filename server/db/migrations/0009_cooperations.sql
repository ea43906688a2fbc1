CREATE TABLE "cooperations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooperations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(200) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(50),
	"message" text NOT NULL,
	"attachment" varchar(2048),
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"site" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE INDEX "cooperations_subject_idx" ON "cooperations" USING btree ("subject","id");
--> statement-breakpoint
CREATE INDEX "cooperations_name_idx" ON "cooperations" USING btree ("name","id");
--> statement-breakpoint
CREATE INDEX "cooperations_status_idx" ON "cooperations" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "cooperations_site_idx" ON "cooperations" USING btree ("site","id");
--> statement-breakpoint
CREATE INDEX "cooperations_created_at_idx" ON "cooperations" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "cooperations_status_subject_idx" ON "cooperations" USING btree ("status","subject","id");
--> statement-breakpoint
CREATE INDEX "cooperations_status_name_idx" ON "cooperations" USING btree ("status","name","id");
--> statement-breakpoint
CREATE INDEX "cooperations_status_created_at_idx" ON "cooperations" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX "cooperations_subject_trgm_idx" ON "cooperations" USING gin ("subject" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cooperations_name_trgm_idx" ON "cooperations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cooperations_email_trgm_idx" ON "cooperations" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cooperations_phone_trgm_idx" ON "cooperations" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "cooperations_message_trgm_idx" ON "cooperations" USING gin ("message" gin_trgm_ops);
