-- Two changes to the reports' attendance figures (migration 0017):
-- 1. A channel's new zone no longer rebuilds its rollup inside the settings update (about 200 s for a
--    million attendances): the trigger records the change in report_zone_rebuilds, and the compactor's
--    clock converts the channel's attendances in batches by id (modules/reports/facts/zone-rebuild.*),
--    each batch taking its attendances' figures out of the old zone's days and into the new zone's in
--    one short transaction. Until its batch, an attendance counts (and its changes write deltas) in the
--    old zone, so figures stay exact in total at every moment; only the day of a not-yet-converted
--    attendance's moments is still the old zone's.
-- 2. The one definition of an attendance's figures takes its columns, not its whole row: PostgreSQL
--    inlines it either way, but a whole-row argument builds a copy of every attendance row (bot_state,
--    observation...) before reading a few fields of it. report_attendance_rows stays as a wrapper.
CREATE TABLE "report_zone_rebuilds" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"old_timezone" text NOT NULL,
	"after_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_zone_rebuilds" ADD CONSTRAINT "report_zone_rebuilds_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "report_attendance_facts"(
  tz text, ch uuid, dept uuid, op uuid, tab uuid, st text,
  created timestamptz, queued timestamptz, assigned timestamptz, answered timestamptz, ended timestamptz, sign int)
RETURNS TABLE (
  channel_id uuid, day date, department_id uuid, operator_id uuid, tabulation_id uuid, status text,
  opened int, assigned int, wait_seconds bigint, wait_hist int[],
  first_responses int, first_response_seconds bigint, first_response_hist int[],
  finished int, abandoned int, bot_only int, handled int, handle_seconds bigint, handle_hist int[]
) LANGUAGE sql STABLE AS $$
  SELECT ch, m.day, dept, op, tab, st,
         sign * m.opened, sign * m.assigned, sign * m.wait_seconds, report_hist(m.wait_bucket, sign),
         sign * m.first_responses, sign * m.first_response_seconds, report_hist(m.first_response_bucket, sign),
         sign * m.finished, sign * m.abandoned, sign * m.bot_only, sign * m.handled, sign * m.handle_seconds,
         report_hist(m.handle_bucket, sign)
    FROM (
      SELECT (created AT TIME ZONE tz)::date AS day, 1 AS opened, 0 AS assigned, 0::bigint AS wait_seconds,
             NULL::int AS wait_bucket, 0 AS first_responses, 0::bigint AS first_response_seconds, NULL::int AS first_response_bucket,
             0 AS finished, 0 AS abandoned, 0 AS bot_only, 0 AS handled, 0::bigint AS handle_seconds, NULL::int AS handle_bucket
      UNION ALL
      SELECT (assigned AT TIME ZONE tz)::date, 0, 1, w.s, report_duration_bucket(w.s), 0, 0, NULL, 0, 0, 0, 0, 0, NULL
        FROM (SELECT report_seconds(assigned - coalesce(queued, created)) AS s) w
       WHERE assigned IS NOT NULL
      UNION ALL
      SELECT (answered AT TIME ZONE tz)::date, 0, 0, 0, NULL, 1, r.s, report_duration_bucket(r.s), 0, 0, 0, 0, 0, NULL
        FROM (SELECT report_seconds(answered - assigned) AS s) r
       WHERE answered IS NOT NULL AND assigned IS NOT NULL
      UNION ALL
      SELECT (ended AT TIME ZONE tz)::date, 0, 0, 0, NULL, 0, 0, NULL,
             (NOT e.abandoned)::int, e.abandoned::int, (NOT e.abandoned AND assigned IS NULL)::int, e.handled::int,
             CASE WHEN e.handled THEN e.s ELSE 0 END, CASE WHEN e.handled THEN report_duration_bucket(e.s) END
        FROM (SELECT st = 'abandoned' AS abandoned, st <> 'abandoned' AND assigned IS NOT NULL AS handled,
                     report_seconds(ended - assigned) AS s) e
       WHERE ended IS NOT NULL
    ) m
$$;--> statement-breakpoint
-- The whole-row form (0017), kept for callers of it: the same figures.
CREATE OR REPLACE FUNCTION "report_attendance_rows"(tz text, att "attendances", sign int)
RETURNS TABLE (
  channel_id uuid, day date, department_id uuid, operator_id uuid, tabulation_id uuid, status text,
  opened int, assigned int, wait_seconds bigint, wait_hist int[],
  first_responses int, first_response_seconds bigint, first_response_hist int[],
  finished int, abandoned int, bot_only int, handled int, handle_seconds bigint, handle_hist int[]
) LANGUAGE sql STABLE AS $$
  SELECT * FROM report_attendance_facts(tz, att.channel_id, att.department_id, att.operator_id, att.tabulation_id, att.status,
    att.created_at, att.queued_at, att.assigned_at, att.first_response_at, att.finished_at, sign)
$$;--> statement-breakpoint
-- The raw path's source: every attendance's fact rows in its channel's zone, with what the raw path
-- filters on (contact, and the first and last moments: created_at, finished_at).
CREATE OR REPLACE VIEW "report_attendance_fact_rows" AS
  SELECT a.id AS attendance_id, a.contact_id, a.created_at, r.*
    FROM "attendances" a
    JOIN "channels" c ON c.id = a.channel_id
   CROSS JOIN LATERAL report_attendance_facts(c.timezone, a.channel_id, a.department_id, a.operator_id, a.tabulation_id, a.status,
     a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, 1) r;--> statement-breakpoint
-- The zone an attendance's figures are counted in: its channel's, unless a zone rebuild of the channel
-- has not reached it yet (ids above after_id). The caller reads the rebuild row FOR SHARE, so a batch
-- (which holds it FOR UPDATE) never moves the cursor between this choice and the caller's commit.
CREATE FUNCTION "report_attendance_zone"(channel_zone text, old_zone text, after_id uuid, id uuid) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN old_zone IS NOT NULL AND (after_id IS NULL OR id > after_id) THEN old_zone ELSE channel_zone END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendances_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  SELECT r.* FROM added a JOIN channels c ON c.id = a.channel_id
    LEFT JOIN LATERAL (SELECT z.old_timezone, z.after_id FROM report_zone_rebuilds z WHERE z.channel_id = a.channel_id FOR SHARE) z ON true
   CROSS JOIN LATERAL report_attendance_facts(report_attendance_zone(c.timezone, z.old_timezone, z.after_id, a.id), a.channel_id,
     a.department_id, a.operator_id, a.tabulation_id, a.status, a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, 1) r;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendances_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text;
BEGIN
  SELECT report_attendance_zone(c.timezone, z.old_timezone, z.after_id, NEW.id) INTO tz
    FROM channels c
    LEFT JOIN LATERAL (SELECT z.old_timezone, z.after_id FROM report_zone_rebuilds z WHERE z.channel_id = c.id FOR SHARE) z ON true
   WHERE c.id = NEW.channel_id;
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  (SELECT * FROM report_attendance_facts(tz, NEW.channel_id, NEW.department_id, NEW.operator_id, NEW.tabulation_id, NEW.status,
            NEW.created_at, NEW.queued_at, NEW.assigned_at, NEW.first_response_at, NEW.finished_at, 1)
   EXCEPT ALL
   SELECT * FROM report_attendance_facts(tz, OLD.channel_id, OLD.department_id, OLD.operator_id, OLD.tabulation_id, OLD.status,
            OLD.created_at, OLD.queued_at, OLD.assigned_at, OLD.first_response_at, OLD.finished_at, 1))
  UNION ALL
  (SELECT * FROM report_attendance_facts(tz, OLD.channel_id, OLD.department_id, OLD.operator_id, OLD.tabulation_id, OLD.status,
            OLD.created_at, OLD.queued_at, OLD.assigned_at, OLD.first_response_at, OLD.finished_at, -1)
   EXCEPT ALL
   SELECT * FROM report_attendance_facts(tz, NEW.channel_id, NEW.department_id, NEW.operator_id, NEW.tabulation_id, NEW.status,
            NEW.created_at, NEW.queued_at, NEW.assigned_at, NEW.first_response_at, NEW.finished_at, -1));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendances_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  SELECT r.* FROM removed a JOIN channels c ON c.id = a.channel_id
    LEFT JOIN LATERAL (SELECT z.old_timezone, z.after_id FROM report_zone_rebuilds z WHERE z.channel_id = a.channel_id FOR SHARE) z ON true
   CROSS JOIN LATERAL report_attendance_facts(report_attendance_zone(c.timezone, z.old_timezone, z.after_id, a.id), a.channel_id,
     a.department_id, a.operator_id, a.tabulation_id, a.status, a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, -1) r;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new zone: recorded for the compactor's clock to convert (nothing to convert without attendances).
-- A zone changed again before the conversion ended leaves attendances in two zones: that rare case
-- rebuilds the channel's rollup from its raw rows at once (report_rebuild_attendance_rollup, slow).
CREATE OR REPLACE FUNCTION "report_channel_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM report_zone_rebuilds WHERE channel_id = NEW.id FOR UPDATE;
  IF FOUND THEN
    DELETE FROM report_zone_rebuilds WHERE channel_id = NEW.id;
    PERFORM report_rebuild_attendance_rollup(NEW.id);
  ELSIF EXISTS (SELECT 1 FROM attendances WHERE channel_id = NEW.id) THEN
    INSERT INTO report_zone_rebuilds (channel_id, old_timezone) VALUES (NEW.id, OLD.timezone);
  END IF;
  RETURN NULL;
END
$$;
