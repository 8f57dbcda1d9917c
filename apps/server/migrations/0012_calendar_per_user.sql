-- Every user keeps a calendar (admin, owner, manager, operator): an event belongs to a user (user_id)
-- instead of an operator. Existing events go to their operator's user; an operator's calendar is
-- found through operators.user_id from now on. A platform admin has no company, so their events have
-- no channel_id; the (user_id, channel_id) key ties a company's events to one of its users.
ALTER TABLE "calendar_events" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "calendar_events" e SET "user_id" = o."user_id" FROM "operators" o WHERE o."id" = e."operator_id";--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_operator_id_operators_id_fk";--> statement-breakpoint
DROP INDEX "calendar_events_operator_starts_idx";--> statement-breakpoint
ALTER TABLE "calendar_events" DROP COLUMN "operator_id";--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "channel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_channel_unique" UNIQUE("id","channel_id");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_channel_fk" FOREIGN KEY ("user_id","channel_id") REFERENCES "public"."users"("id","channel_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_user_starts_idx" ON "calendar_events" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_contact_needs_channel" CHECK ("calendar_events"."channel_id" is not null or "calendar_events"."contact_id" is null);
