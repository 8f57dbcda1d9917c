DROP INDEX "contacts_channel_tag_idx";--> statement-breakpoint
CREATE INDEX "contacts_channel_tag_idx" ON "contacts" USING btree ("channel_id","tag_id","created_at");