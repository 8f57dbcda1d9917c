-- Surveys also carry their attendance's tabulation (as 0030 copies the contact's tag): the tabulation
-- filter of the survey report and of the attendance report's survey mean then reads the answers alone.
-- Set when the survey is created and followed when the attendance's tabulation is changed later.
ALTER TABLE "attendance_surveys" ADD COLUMN "tabulation_id" uuid;--> statement-breakpoint
UPDATE "attendance_surveys" s SET tabulation_id = a.tabulation_id FROM "attendances" a
 WHERE a.id = s.attendance_id AND a.tabulation_id IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_survey_contact_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.contact_tag_id, a.tabulation_id INTO NEW.contact_tag_id, NEW.tabulation_id
    FROM attendances a WHERE a.id = NEW.attendance_id FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendance_tag_to_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_surveys SET contact_tag_id = NEW.contact_tag_id, tabulation_id = NEW.tabulation_id WHERE attendance_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "report_attendance_tag_to_survey" ON "attendances";--> statement-breakpoint
CREATE TRIGGER "report_attendance_tag_to_survey" AFTER UPDATE OF "contact_tag_id", "tabulation_id" ON "attendances" FOR EACH ROW
  WHEN (OLD.contact_tag_id IS DISTINCT FROM NEW.contact_tag_id OR OLD.tabulation_id IS DISTINCT FROM NEW.tabulation_id)
  EXECUTE FUNCTION "report_attendance_tag_to_survey"();--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_tabulation_answered_idx" ON "attendance_surveys" USING btree ("channel_id","tabulation_id","answered_at","score","operator_id","department_id") WHERE answered_at is not null;