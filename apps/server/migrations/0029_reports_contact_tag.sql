CREATE TABLE "report_attendance_tag_daily" (
	"tag_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"tabulation_id" uuid,
	"status" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"wait_hist" integer[] NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[] NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"bot_only" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_seconds" bigint DEFAULT 0 NOT NULL,
	"handle_hist" integer[] NOT NULL,
	CONSTRAINT "report_attendance_tag_daily_key" UNIQUE NULLS NOT DISTINCT("channel_id","tag_id","day","department_id","operator_id","tabulation_id","status")
);
--> statement-breakpoint
CREATE TABLE "report_attendance_tag_monthly" (
	"tag_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"tabulation_id" uuid,
	"status" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"wait_hist" integer[] NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[] NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"bot_only" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_seconds" bigint DEFAULT 0 NOT NULL,
	"handle_hist" integer[] NOT NULL,
	CONSTRAINT "report_attendance_tag_monthly_key" UNIQUE NULLS NOT DISTINCT("channel_id","tag_id","day","department_id","operator_id","tabulation_id","status")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "contact_tag_id" uuid;--> statement-breakpoint
ALTER TABLE "report_attendance_deltas" ADD COLUMN "tag_id" uuid;--> statement-breakpoint
ALTER TABLE "report_attendance_tag_daily" ADD CONSTRAINT "report_attendance_tag_daily_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attendance_tag_monthly" ADD CONSTRAINT "report_attendance_tag_monthly_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The contact's tag among the reports' keys (the filter bar's "Etiqueta" read from rollups, not from
-- every attendance of the period). attendances.contact_tag_id is the contact's tag, kept by the
-- database: set when an attendance is created (reading the contact FOR SHARE, so a tag change being
-- committed at that moment is waited for, and one that starts later sees the new attendance), and
-- followed when the contact's tag changes. The attendance triggers write it into each delta as tag_id;
-- the compactor folds every delta into the rollups (all contacts) and the tagged ones into the tag
-- rollups too. A tag change is an update of contact_tag_id, so the update trigger takes the figures
-- out of the old tag and adds them to the new one, like a transfer moves them between operators.
ALTER TABLE "report_attendance_tag_daily" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "report_attendance_tag_monthly" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
-- Before the update trigger below knows the column: the backfill writes no deltas (the tag rollups are
-- filled from the raw rows at the end of this migration).
UPDATE "attendances" a SET contact_tag_id = c.tag_id FROM "contacts" c WHERE c.id = a.contact_id AND c.tag_id IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "report_attendance_contact_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.contact_tag_id := (SELECT c.tag_id FROM contacts c WHERE c.id = NEW.contact_id FOR SHARE);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_attendance_contact_tag" BEFORE INSERT OR UPDATE OF "contact_id" ON "attendances" FOR EACH ROW
  EXECUTE FUNCTION "report_attendance_contact_tag"();--> statement-breakpoint
CREATE FUNCTION "report_contact_tag_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendances SET contact_tag_id = NEW.tag_id WHERE contact_id = NEW.id AND contact_tag_id IS DISTINCT FROM NEW.tag_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_contact_tag_changed" AFTER UPDATE OF "tag_id" ON "contacts" FOR EACH ROW
  WHEN (OLD.tag_id IS DISTINCT FROM NEW.tag_id) EXECUTE FUNCTION "report_contact_tag_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendances_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist, tag_id)
  SELECT r.*, a.contact_tag_id FROM added a JOIN channels c ON c.id = a.channel_id
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
         handled, handle_seconds, handle_hist, tag_id)
  (SELECT f.*, NEW.contact_tag_id FROM report_attendance_facts(tz, NEW.channel_id, NEW.department_id, NEW.operator_id, NEW.tabulation_id,
            NEW.status, NEW.created_at, NEW.queued_at, NEW.assigned_at, NEW.first_response_at, NEW.finished_at, 1) f
   EXCEPT ALL
   SELECT f.*, OLD.contact_tag_id FROM report_attendance_facts(tz, OLD.channel_id, OLD.department_id, OLD.operator_id, OLD.tabulation_id,
            OLD.status, OLD.created_at, OLD.queued_at, OLD.assigned_at, OLD.first_response_at, OLD.finished_at, 1) f)
  UNION ALL
  (SELECT f.*, OLD.contact_tag_id FROM report_attendance_facts(tz, OLD.channel_id, OLD.department_id, OLD.operator_id, OLD.tabulation_id,
            OLD.status, OLD.created_at, OLD.queued_at, OLD.assigned_at, OLD.first_response_at, OLD.finished_at, -1) f
   EXCEPT ALL
   SELECT f.*, NEW.contact_tag_id FROM report_attendance_facts(tz, NEW.channel_id, NEW.department_id, NEW.operator_id, NEW.tabulation_id,
            NEW.status, NEW.created_at, NEW.queued_at, NEW.assigned_at, NEW.first_response_at, NEW.finished_at, -1) f);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "report_attendances_updated" ON "attendances";--> statement-breakpoint
CREATE TRIGGER "report_attendances_updated" AFTER UPDATE ON "attendances" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.department_id IS DISTINCT FROM NEW.department_id
        OR OLD.operator_id IS DISTINCT FROM NEW.operator_id OR OLD.tabulation_id IS DISTINCT FROM NEW.tabulation_id
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
        OR OLD.assigned_at IS DISTINCT FROM NEW.assigned_at OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at
        OR OLD.finished_at IS DISTINCT FROM NEW.finished_at OR OLD.contact_tag_id IS DISTINCT FROM NEW.contact_tag_id)
  EXECUTE FUNCTION "report_attendances_updated"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_attendances_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist, tag_id)
  SELECT r.*, a.contact_tag_id FROM removed a JOIN channels c ON c.id = a.channel_id
    LEFT JOIN LATERAL (SELECT z.old_timezone, z.after_id FROM report_zone_rebuilds z WHERE z.channel_id = a.channel_id FOR SHARE) z ON true
   CROSS JOIN LATERAL report_attendance_facts(report_attendance_zone(c.timezone, z.old_timezone, z.after_id, a.id), a.channel_id,
     a.department_id, a.operator_id, a.tabulation_id, a.status, a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, -1) r;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The raw rows with the contact's tag (the rebuild's source).
CREATE OR REPLACE VIEW "report_attendance_fact_rows" AS
  SELECT a.id AS attendance_id, a.contact_id, a.created_at, r.*, a.contact_tag_id AS tag_id
    FROM "attendances" a
    JOIN "channels" c ON c.id = a.channel_id
   CROSS JOIN LATERAL report_attendance_facts(c.timezone, a.channel_id, a.department_id, a.operator_id, a.tabulation_id, a.status,
     a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, 1) r;--> statement-breakpoint
-- A channel's tag rollups from its raw rows (daily), and their months from those days.
CREATE FUNCTION "report_fill_attendance_tag_rollups"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO report_attendance_tag_daily (tag_id, channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
            wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
            handled, handle_seconds, handle_hist)
     SELECT tag_id, channel_id, day, department_id, operator_id, tabulation_id, status, sum(opened)::int, sum(assigned)::int,
            sum(wait_seconds)::bigint, %1$s, sum(first_responses)::int, sum(first_response_seconds)::bigint, %2$s,
            sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int, sum(handle_seconds)::bigint, %3$s
       FROM report_attendance_fact_rows WHERE channel_id = $1 AND tag_id IS NOT NULL
      GROUP BY tag_id, channel_id, day, department_id, operator_id, tabulation_id, status;
     INSERT INTO report_attendance_tag_monthly (tag_id, channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
            wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
            handled, handle_seconds, handle_hist)
     SELECT tag_id, channel_id, date_trunc(''month'', day::timestamp)::date, department_id, operator_id, tabulation_id, status,
            sum(opened)::int, sum(assigned)::int, sum(wait_seconds)::bigint, %1$s, sum(first_responses)::int,
            sum(first_response_seconds)::bigint, %2$s, sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int,
            sum(handle_seconds)::bigint, %3$s
       FROM report_attendance_tag_daily WHERE channel_id = $1
      GROUP BY 1, 2, 3, 4, 5, 6, 7',
    report_hist_sum_sql('wait_hist'), report_hist_sum_sql('first_response_hist'), report_hist_sum_sql('handle_hist'))
  USING ch;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_rebuild_attendance_rollup"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  DELETE FROM report_attendance_daily WHERE channel_id = ch;
  DELETE FROM report_attendance_monthly WHERE channel_id = ch;
  DELETE FROM report_attendance_tag_daily WHERE channel_id = ch;
  DELETE FROM report_attendance_tag_monthly WHERE channel_id = ch;
  DELETE FROM report_attendance_deltas WHERE channel_id = ch;
  EXECUTE format(
    'INSERT INTO report_attendance_daily (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
            wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
            handled, handle_seconds, handle_hist)
     SELECT channel_id, day, department_id, operator_id, tabulation_id, status, sum(opened)::int, sum(assigned)::int,
            sum(wait_seconds)::bigint, %s, sum(first_responses)::int, sum(first_response_seconds)::bigint, %s,
            sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int, sum(handle_seconds)::bigint, %s
       FROM report_attendance_fact_rows WHERE channel_id = $1
      GROUP BY channel_id, day, department_id, operator_id, tabulation_id, status',
    report_hist_sum_sql('wait_hist'), report_hist_sum_sql('first_response_hist'), report_hist_sum_sql('handle_hist'))
  USING ch;
  PERFORM report_fill_attendance_monthly(ch);
  PERFORM report_fill_attendance_tag_rollups(ch);
END
$$;--> statement-breakpoint
-- Backfill: the tag rollups of what exists (the compactor's lock keeps a fold from running between).
-- A channel still being converted to a new zone holds attendances in two zones, which the raw rows
-- cannot tell apart: it is rebuilt whole in its new zone instead (rare: a zone changed minutes ago).
DO $$
DECLARE ch uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  FOR ch IN DELETE FROM report_zone_rebuilds RETURNING channel_id LOOP
    PERFORM report_rebuild_attendance_rollup(ch);
  END LOOP;
  FOR ch IN SELECT DISTINCT channel_id FROM attendances WHERE contact_tag_id IS NOT NULL
            EXCEPT SELECT DISTINCT channel_id FROM report_attendance_tag_daily LOOP
    PERFORM report_fill_attendance_tag_rollups(ch);
  END LOOP;
END
$$;
