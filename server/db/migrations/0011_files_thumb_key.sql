CREATE INDEX "files_thumb_key_idx" ON "files" USING btree ("thumb_key");
