DROP INDEX "attendance_surveys_channel_tag_answered_idx";--> statement-breakpoint
DROP INDEX "attendance_surveys_channel_answered_idx";--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_tag_answered_idx" ON "attendance_surveys" USING btree ("channel_id","contact_tag_id","answered_at","score","operator_id","department_id") WHERE answered_at is not null;--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_answered_idx" ON "attendance_surveys" USING btree ("channel_id","answered_at","score","operator_id","department_id") WHERE answered_at is not null;