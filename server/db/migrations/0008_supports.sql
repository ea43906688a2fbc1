CREATE TABLE "supports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"email" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"attachment" varchar(2048),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"site" integer,
	"language" varchar(10) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "support_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"support_id" integer NOT NULL,
	"admin_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_support_id_supports_id_fk" FOREIGN KEY ("support_id") REFERENCES "public"."supports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "supports_type_idx" ON "supports" USING btree ("type","id");
--> statement-breakpoint
CREATE INDEX "supports_subject_idx" ON "supports" USING btree ("subject","id");
--> statement-breakpoint
CREATE INDEX "supports_status_idx" ON "supports" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "supports_site_idx" ON "supports" USING btree ("site","id");
--> statement-breakpoint
CREATE INDEX "supports_created_at_idx" ON "supports" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "supports_type_subject_idx" ON "supports" USING btree ("type","subject","id");
--> statement-breakpoint
CREATE INDEX "supports_type_status_idx" ON "supports" USING btree ("type","status","id");
--> statement-breakpoint
CREATE INDEX "supports_type_created_at_idx" ON "supports" USING btree ("type","created_at","id");
--> statement-breakpoint
CREATE INDEX "supports_status_subject_idx" ON "supports" USING btree ("status","subject","id");
--> statement-breakpoint
CREATE INDEX "supports_status_type_idx" ON "supports" USING btree ("status","type","id");
--> statement-breakpoint
CREATE INDEX "supports_status_created_at_idx" ON "supports" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX "supports_subject_trgm_idx" ON "supports" USING gin ("subject" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "supports_email_trgm_idx" ON "supports" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "supports_message_trgm_idx" ON "supports" USING gin ("message" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "support_replies_support_id_idx" ON "support_replies" USING btree ("support_id","id");
