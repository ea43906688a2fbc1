ALTER TABLE "supports" ADD COLUMN "user" integer;
--> statement-breakpoint
CREATE INDEX "supports_user_idx" ON "supports" USING btree ("user","id");
--> statement-breakpoint
-- Tickets already there belong to the customer of their site with their address, whatever its case.
UPDATE "supports" s SET "user" = u."id" FROM "users" u WHERE u."site" = s."site" AND lower(u."email") = lower(s."email");
