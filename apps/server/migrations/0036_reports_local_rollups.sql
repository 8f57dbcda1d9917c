CREATE TABLE "report_message_daily" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"direction" text NOT NULL,
	"operator_id" uuid,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_message_daily_key" UNIQUE NULLS NOT DISTINCT("channel_id","day","direction","operator_id")
);
--> statement-breakpoint
CREATE TABLE "report_message_heatmap" (
	"channel_id" uuid NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_message_heatmap_key" UNIQUE("channel_id","month","weekday","hour")
);
--> statement-breakpoint
CREATE TABLE "report_survey_daily" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"sent" integer DEFAULT 0 NOT NULL,
	"s1" integer DEFAULT 0 NOT NULL,
	"s2" integer DEFAULT 0 NOT NULL,
	"s3" integer DEFAULT 0 NOT NULL,
	"s4" integer DEFAULT 0 NOT NULL,
	"s5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_survey_daily_key" UNIQUE NULLS NOT DISTINCT("channel_id","day","department_id","operator_id")
);
--> statement-breakpoint
ALTER TABLE "report_attendance_day_status" DROP CONSTRAINT "report_attendance_day_status_key";--> statement-breakpoint
ALTER TABLE "report_attendance_day_status" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "report_message_daily" ADD CONSTRAINT "report_message_daily_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_message_heatmap" ADD CONSTRAINT "report_message_heatmap_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_survey_daily" ADD CONSTRAINT "report_survey_daily_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attendance_day_status" ADD CONSTRAINT "report_attendance_day_status_key" UNIQUE NULLS NOT DISTINCT("channel_id","day","department_id","status");--> statement-breakpoint
-- Local-day rollups for what still read too many rows over a year (issue 18):
-- 1. report_attendance_day_status is keyed by department too: a per-day chart with the department
--    filter reads it instead of the daily rollup (refilled here from the daily rows).
-- 2. report_message_daily / report_message_heatmap: messages per local day, and inbound per local
--    month × weekday × hour, folded by the compactor from the message deltas in the channel's zone.
-- 3. report_survey_daily: survey figures per local day × department × operator, kept by a trigger.
-- Message hours stay UTC (report_message_hourly); a channel's new zone rebuilds 2 and 3 from the
-- hourly rows and the surveys at once (report_rebuild_local_rollups: a year is ~230,000 hourly rows
-- and ~160,000 surveys, under a second), in the zone change's own transaction.
ALTER TABLE "report_message_daily" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "report_message_heatmap" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "report_survey_daily" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_fill_attendance_day_status"(ch uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_attendance_day_status (channel_id, day, department_id, status, opened, assigned, wait_seconds, first_responses,
         first_response_seconds, finished, abandoned, bot_only, handled, handle_seconds)
  SELECT channel_id, day, department_id, status, sum(opened)::int, sum(assigned)::int, sum(wait_seconds)::bigint, sum(first_responses)::int,
         sum(first_response_seconds)::bigint, sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int,
         sum(handle_seconds)::bigint
    FROM report_attendance_daily WHERE channel_id = ch
   GROUP BY channel_id, day, department_id, status
$$;--> statement-breakpoint
-- Survey figures of one survey row's version, signed: sent on its sent day, its score on its answer day.
CREATE FUNCTION "report_survey_rows"(tz text, ch uuid, dept uuid, op uuid, sent timestamptz, answered timestamptz, score smallint, sign int)
RETURNS TABLE (channel_id uuid, day date, department_id uuid, operator_id uuid, sent int, s1 int, s2 int, s3 int, s4 int, s5 int)
LANGUAGE sql STABLE AS $$
  SELECT ch, (sent AT TIME ZONE tz)::date, dept, op, sign, 0, 0, 0, 0, 0
  UNION ALL
  SELECT ch, (answered AT TIME ZONE tz)::date, dept, op, 0,
         CASE WHEN score = 1 THEN sign ELSE 0 END, CASE WHEN score = 2 THEN sign ELSE 0 END, CASE WHEN score = 3 THEN sign ELSE 0 END,
         CASE WHEN score = 4 THEN sign ELSE 0 END, CASE WHEN score = 5 THEN sign ELSE 0 END
   WHERE answered IS NOT NULL AND score BETWEEN 1 AND 5
$$;--> statement-breakpoint
-- The rebuild of a channel holds this lock alone; the trigger shares it (surveys of other channels,
-- and of this one among themselves, never wait on each other for it).
CREATE FUNCTION "report_survey_lock_key"(ch uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended('reports:survey:' || ch::text, 0)
$$;--> statement-breakpoint
CREATE FUNCTION "report_surveys_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ch uuid := coalesce(NEW.channel_id, OLD.channel_id);
  tz text;
  empties tid[];
BEGIN
  PERFORM pg_advisory_xact_lock_shared(report_survey_lock_key(ch));
  SELECT c.timezone INTO tz FROM channels c WHERE c.id = ch;
  IF tz IS NULL THEN RETURN NULL; END IF;
  WITH parts AS (
    SELECT * FROM report_survey_rows(tz, NEW.channel_id, NEW.department_id, NEW.operator_id, NEW.sent_at, NEW.answered_at, NEW.score, 1)
     WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT * FROM report_survey_rows(tz, OLD.channel_id, OLD.department_id, OLD.operator_id, OLD.sent_at, OLD.answered_at, OLD.score, -1)
     WHERE TG_OP <> 'INSERT'
  ), summed AS (
    SELECT p.channel_id, p.day, p.department_id, p.operator_id, sum(p.sent)::int AS sent, sum(p.s1)::int AS s1, sum(p.s2)::int AS s2,
           sum(p.s3)::int AS s3, sum(p.s4)::int AS s4, sum(p.s5)::int AS s5
      FROM parts p GROUP BY 1, 2, 3, 4
    HAVING sum(p.sent) <> 0 OR sum(p.s1) <> 0 OR sum(p.s2) <> 0 OR sum(p.s3) <> 0 OR sum(p.s4) <> 0 OR sum(p.s5) <> 0
  ), upserted AS (
    INSERT INTO report_survey_daily AS r (channel_id, day, department_id, operator_id, sent, s1, s2, s3, s4, s5)
    SELECT * FROM summed ORDER BY day, department_id, operator_id
    ON CONFLICT ON CONSTRAINT report_survey_daily_key DO UPDATE
      SET sent = r.sent + excluded.sent, s1 = r.s1 + excluded.s1, s2 = r.s2 + excluded.s2, s3 = r.s3 + excluded.s3,
          s4 = r.s4 + excluded.s4, s5 = r.s5 + excluded.s5
    RETURNING r.ctid, r.sent = 0 AND r.s1 = 0 AND r.s2 = 0 AND r.s3 = 0 AND r.s4 = 0 AND r.s5 = 0 AS empty
  )
  SELECT array_agg(u.ctid) FILTER (WHERE u.empty) INTO empties FROM upserted u;
  -- A separate statement: the upsert's own statement cannot see the row versions it wrote.
  IF empties IS NOT NULL THEN
    DELETE FROM report_survey_daily WHERE ctid = ANY(empties);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_surveys_inserted" AFTER INSERT ON "attendance_surveys" FOR EACH ROW EXECUTE FUNCTION "report_surveys_changed"();--> statement-breakpoint
CREATE TRIGGER "report_surveys_deleted" AFTER DELETE ON "attendance_surveys" FOR EACH ROW EXECUTE FUNCTION "report_surveys_changed"();--> statement-breakpoint
CREATE TRIGGER "report_surveys_updated" AFTER UPDATE ON "attendance_surveys" FOR EACH ROW
  WHEN (OLD.channel_id IS DISTINCT FROM NEW.channel_id OR OLD.department_id IS DISTINCT FROM NEW.department_id
     OR OLD.operator_id IS DISTINCT FROM NEW.operator_id OR OLD.sent_at IS DISTINCT FROM NEW.sent_at
     OR OLD.answered_at IS DISTINCT FROM NEW.answered_at OR OLD.score IS DISTINCT FROM NEW.score)
  EXECUTE FUNCTION "report_surveys_changed"();--> statement-breakpoint
-- A channel's message and survey local rollups recomputed in its current zone: from the hourly rows
-- (the deltas not folded yet go in when the compactor folds them, in the zone it then reads) and
-- from the surveys. Holds the compactor's lock and the channel's survey lock alone meanwhile.
CREATE FUNCTION "report_rebuild_local_rollups"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE tz text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  PERFORM pg_advisory_xact_lock(report_survey_lock_key(ch));
  SELECT c.timezone INTO tz FROM channels c WHERE c.id = ch;
  DELETE FROM report_message_daily WHERE channel_id = ch;
  DELETE FROM report_message_heatmap WHERE channel_id = ch;
  DELETE FROM report_survey_daily WHERE channel_id = ch;
  IF tz IS NULL THEN RETURN; END IF;
  INSERT INTO report_message_daily (channel_id, day, direction, operator_id, messages)
  SELECT ch, (h.hour AT TIME ZONE tz)::date, h.direction, h.operator_id, sum(h.messages)::int
    FROM report_message_hourly h WHERE h.channel_id = ch GROUP BY 2, 3, 4;
  INSERT INTO report_message_heatmap (channel_id, month, weekday, hour, inbound)
  SELECT ch, date_trunc('month', l.local)::date, extract(dow FROM l.local)::smallint, extract(hour FROM l.local)::smallint, sum(l.messages)::int
    FROM (SELECT h.hour AT TIME ZONE tz AS local, sum(h.messages) AS messages FROM report_message_hourly h
           WHERE h.channel_id = ch AND h.direction = 'in' GROUP BY h.hour) l
   GROUP BY 2, 3, 4;
  INSERT INTO report_survey_daily (channel_id, day, department_id, operator_id, sent, s1, s2, s3, s4, s5)
  SELECT r.channel_id, r.day, r.department_id, r.operator_id, sum(r.sent)::int, sum(r.s1)::int, sum(r.s2)::int, sum(r.s3)::int,
         sum(r.s4)::int, sum(r.s5)::int
    FROM attendance_surveys s
   CROSS JOIN LATERAL report_survey_rows(tz, s.channel_id, s.department_id, s.operator_id, s.sent_at, s.answered_at, s.score, 1) r
   WHERE s.channel_id = ch
   GROUP BY 1, 2, 3, 4;
END
$$;--> statement-breakpoint
-- A new zone: the local rollups at once (above), the attendance rollup as before (0019).
CREATE OR REPLACE FUNCTION "report_channel_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild_local_rollups(NEW.id);
  PERFORM 1 FROM report_zone_rebuilds WHERE channel_id = NEW.id FOR UPDATE;
  IF FOUND THEN
    DELETE FROM report_zone_rebuilds WHERE channel_id = NEW.id;
    PERFORM report_rebuild_attendance_rollup(NEW.id);
  ELSIF EXISTS (SELECT 1 FROM attendances WHERE channel_id = NEW.id) THEN
    INSERT INTO report_zone_rebuilds (channel_id, old_timezone) VALUES (NEW.id, OLD.timezone);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Backfill, under the compactor's lock: the day × status rollup by department, and every channel's
-- local rollups (pending message deltas are folded into them later, like into the hourly rows).
DO $$
DECLARE ch uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  DELETE FROM report_attendance_day_status;
  FOR ch IN SELECT DISTINCT channel_id FROM report_attendance_daily LOOP
    PERFORM report_fill_attendance_day_status(ch);
  END LOOP;
  FOR ch IN SELECT id FROM channels LOOP
    PERFORM report_rebuild_local_rollups(ch);
  END LOOP;
END
$$;
