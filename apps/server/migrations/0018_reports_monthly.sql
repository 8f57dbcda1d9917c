-- The reports' monthly rollup: the same figures as report_attendance_daily per local month (day = its first
-- day), so a year reads twelve months of rows. The compactor folds each delta batch into both tables in
-- one statement (modules/reports/facts/compactor.repository.ts); the rebuild and this backfill derive the
-- months from the days.
CREATE TABLE "report_attendance_monthly" (
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
	CONSTRAINT "report_attendance_monthly_key" UNIQUE NULLS NOT DISTINCT("channel_id","day","department_id","operator_id","tabulation_id","status")
);
--> statement-breakpoint
ALTER TABLE "report_attendance_monthly" ADD CONSTRAINT "report_attendance_monthly_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A channel's monthly rows as the sums of its daily rows (day = the first of the local month).
CREATE FUNCTION "report_fill_attendance_monthly"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO report_attendance_monthly (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
            wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
            handled, handle_seconds, handle_hist)
     SELECT channel_id, date_trunc(''month'', day::timestamp)::date, department_id, operator_id, tabulation_id, status,
            sum(opened)::int, sum(assigned)::int, sum(wait_seconds)::bigint, %s, sum(first_responses)::int,
            sum(first_response_seconds)::bigint, %s, sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int,
            sum(handle_seconds)::bigint, %s
       FROM report_attendance_daily WHERE channel_id = $1
      GROUP BY 1, 2, 3, 4, 5, 6',
    report_hist_sum_sql('wait_hist'), report_hist_sum_sql('first_response_hist'), report_hist_sum_sql('handle_hist'))
  USING ch;
END
$$;
--> statement-breakpoint
-- The rebuild (a channel's rollup from its raw attendances) now fills the monthly rollup too: the
-- months are the sums of the days it has just written.
CREATE OR REPLACE FUNCTION "report_rebuild_attendance_rollup"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  DELETE FROM report_attendance_daily WHERE channel_id = ch;
  DELETE FROM report_attendance_monthly WHERE channel_id = ch;
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
END
$$;
--> statement-breakpoint
-- Backfill: every channel's months from the days folded so far (pending deltas are folded into both
-- tables by the compactor).
DO $$
DECLARE ch uuid;
BEGIN
  FOR ch IN SELECT DISTINCT channel_id FROM report_attendance_daily LOOP
    PERFORM report_fill_attendance_monthly(ch);
  END LOOP;
END
$$;
