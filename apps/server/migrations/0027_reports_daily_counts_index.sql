-- The per-day charts of long periods (a year is ~100,000 daily rows) read only keys and counts: an
-- index-only scan of them reads a fifth of the heap's bytes (no histograms, no fillfactor room). Its
-- measures are indexed, so the compactor's updates of today's rows are no longer HOT; that is a few
-- hundred rows every 10 s, and autovacuum runs at 2% on this table (0023).
CREATE INDEX "report_attendance_daily_day_counts_idx" ON "report_attendance_daily" USING btree ("channel_id","day","status","department_id","operator_id","tabulation_id","opened","assigned","wait_seconds","first_responses","first_response_seconds","finished","abandoned","bot_only","handled","handle_seconds");