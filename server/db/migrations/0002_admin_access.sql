CREATE TABLE "login_challenges" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ipwhitelists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipwhitelists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" varchar(64) NOT NULL,
	"note" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipwhitelists_ip_unique" UNIQUE("ip")
);

--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"domain" varchar(253) NOT NULL,
	"status" varchar(20) DEFAULT 'enabled' NOT NULL,
	"default_language" varchar(10) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);

--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_bound_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "login_challenges_admin_idx" ON "login_challenges" USING btree ("admin_id");
