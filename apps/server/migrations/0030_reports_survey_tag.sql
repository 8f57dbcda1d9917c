-- The survey report's and the attendance report's survey figures filtered by the contact's tag read the
-- survey's own copy of it (a year's answers joined to their attendances was seconds): set from the
-- attendance when the survey is created (read FOR SHARE, as 0029 reads the contact) and followed when
-- the attendance's copy changes (the contact's tag changed).
ALTER TABLE "attendance_surveys" ADD COLUMN "contact_tag_id" uuid;--> statement-breakpoint
UPDATE "attendance_surveys" s SET contact_tag_id = a.contact_tag_id FROM "attendances" a
 WHERE a.id = s.attendance_id AND a.contact_tag_id IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "report_survey_contact_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.contact_tag_id := (SELECT a.contact_tag_id FROM attendances a WHERE a.id = NEW.attendance_id FOR SHARE);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_survey_contact_tag" BEFORE INSERT OR UPDATE OF "attendance_id" ON "attendance_surveys" FOR EACH ROW
  EXECUTE FUNCTION "report_survey_contact_tag"();--> statement-breakpoint
CREATE FUNCTION "report_attendance_tag_to_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_surveys SET contact_tag_id = NEW.contact_tag_id WHERE attendance_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_attendance_tag_to_survey" AFTER UPDATE OF "contact_tag_id" ON "attendances" FOR EACH ROW
  WHEN (OLD.contact_tag_id IS DISTINCT FROM NEW.contact_tag_id) EXECUTE FUNCTION "report_attendance_tag_to_survey"();--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_tag_answered_idx" ON "attendance_surveys" USING btree ("channel_id","contact_tag_id","answered_at") WHERE answered_at is not null;