CREATE TABLE "report_attendance_day_status" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"bot_only" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_attendance_day_status_key" UNIQUE("channel_id","day","status")
);
--> statement-breakpoint
ALTER TABLE "report_attendance_day_status" ADD CONSTRAINT "report_attendance_day_status_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Filled like the monthly rollup: by the compactor from each batch of deltas, by the rebuild from the
-- daily rows, and here from the daily rows folded so far (pending deltas are folded into it later).
ALTER TABLE "report_attendance_day_status" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
CREATE FUNCTION "report_fill_attendance_day_status"(ch uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_attendance_day_status (channel_id, day, status, opened, assigned, wait_seconds, first_responses,
         first_response_seconds, finished, abandoned, bot_only, handled, handle_seconds)
  SELECT channel_id, day, status, sum(opened)::int, sum(assigned)::int, sum(wait_seconds)::bigint, sum(first_responses)::int,
         sum(first_response_seconds)::bigint, sum(finished)::int, sum(abandoned)::int, sum(bot_only)::int, sum(handled)::int,
         sum(handle_seconds)::bigint
    FROM report_attendance_daily WHERE channel_id = ch
   GROUP BY channel_id, day, status
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_rebuild_attendance_rollup"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  DELETE FROM report_attendance_daily WHERE channel_id = ch;
  DELETE FROM report_attendance_monthly WHERE channel_id = ch;
  DELETE FROM report_attendance_day_status WHERE channel_id = ch;
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
  PERFORM report_fill_attendance_day_status(ch);
  PERFORM report_fill_attendance_tag_rollups(ch);
END
$$;--> statement-breakpoint
DO $$
DECLARE ch uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  FOR ch IN SELECT DISTINCT channel_id FROM report_attendance_daily LOOP
    PERFORM report_fill_attendance_day_status(ch);
  END LOOP;
END
$$;
