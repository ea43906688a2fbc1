CREATE TABLE "mail_secrets" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" varchar(30) NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_tokens_tokenHash_unique" UNIQUE("token_hash")
);

--> statement-breakpoint
CREATE TABLE "customer_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
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
CREATE TABLE "mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"template" varchar(50) NOT NULL,
	"locale" varchar(10) NOT NULL,
	"user" integer,
	"state" varchar(20) DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "mail_secrets" ADD CONSTRAINT "mail_secrets_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "link_tokens" USING btree ("user_id","purpose");
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
--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("next_attempt_at","id") WHERE "mails"."state" = 'queued';
--> statement-breakpoint
CREATE INDEX "mails_state_idx" ON "mails" USING btree ("state","id");
--> statement-breakpoint
CREATE INDEX "mails_state_sent_at_idx" ON "mails" USING btree ("state","sent_at","id");
--> statement-breakpoint
CREATE INDEX "mails_sent_at_idx" ON "mails" USING btree ("sent_at","id");
--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user","id");
--> statement-breakpoint
CREATE INDEX "mails_template_idx" ON "mails" USING btree ("template","id");
--> statement-breakpoint
CREATE INDEX "mails_next_attempt_at_idx" ON "mails" USING btree ("next_attempt_at","id");
--> statement-breakpoint
CREATE INDEX "mails_created_at_idx" ON "mails" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "mails_to_trgm_idx" ON "mails" USING gin ("to" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "mails_subject_trgm_idx" ON "mails" USING gin ("subject" gin_trgm_ops);
