CREATE TABLE "mail_secrets" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
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
