CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"avatar" varchar(2048),
	"username" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"birthdate" date,
	"phone" varchar(50),
	"status" varchar(20) DEFAULT 'unverified' NOT NULL,
	"site" integer NOT NULL,
	"language" varchar(10) DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"commenting_banned" boolean DEFAULT false NOT NULL,
	"banner" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username","id");
--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");
--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");
--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "users_site_idx" ON "users" USING btree ("site","id");
--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "users_status_username_idx" ON "users" USING btree ("status","username","id");
--> statement-breakpoint
CREATE INDEX "users_status_email_idx" ON "users" USING btree ("status","email","id");
--> statement-breakpoint
CREATE INDEX "users_status_last_name_idx" ON "users" USING btree ("status","last_name","id");
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));
