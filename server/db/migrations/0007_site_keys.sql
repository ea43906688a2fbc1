CREATE TABLE "site_keys" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_keys_key_hash_unique" UNIQUE("key_hash")
);

--> statement-breakpoint
ALTER TABLE "site_keys" ADD CONSTRAINT "site_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
