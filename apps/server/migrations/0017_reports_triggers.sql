-- What fills the reports' rollups (tables in 0016, measures defined in src/schema/reports.ts): triggers
-- append each change's contribution to the *_deltas tables (inserts only, no hot row), the compactor
-- (modules/reports/facts) folds them into the rollups, and readers sum rollup UNION ALL deltas.
-- One definition of an attendance's figures, report_attendance_rows, serves the trigger, the raw path
-- (filters the rollup cannot answer: tag, contact) and the rebuild.

-- The histogram buckets: DURATION_BUCKET_BOUNDS of the contract (reports/durations.ts), the one source;
-- report-duration-buckets.test.ts checks this copy against it at every boundary.
CREATE FUNCTION "report_duration_bounds"() RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{0,10,20,30,45,60,90,120,180,300,450,600,900,1200,1800,2700,3600,7200,14400,43200,86400}'::bigint[]
$$;--> statement-breakpoint
-- Bucket i (0-based) holds BOUNDS[i] <= seconds < BOUNDS[i+1]; the last is open.
CREATE FUNCTION "report_duration_bucket"(seconds bigint) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(seconds, report_duration_bounds()) - 1
$$;--> statement-breakpoint
-- A histogram with n in one bucket (all zeros without a bucket).
CREATE FUNCTION "report_hist"(bucket int, n int) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bucket IS NULL THEN array_fill(0, ARRAY[cardinality(report_duration_bounds())])
              ELSE array_fill(0, ARRAY[bucket]) || n || array_fill(0, ARRAY[cardinality(report_duration_bounds()) - 1 - bucket]) END
$$;--> statement-breakpoint
-- Two histograms added bucket by bucket (the compactor's upsert).
CREATE FUNCTION "report_hist_add"(a int[], b int[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;--> statement-breakpoint
-- SQL that sums a histogram column over a GROUP BY, one sum per bucket: much faster than a custom
-- aggregate (plpgsql) or unnest. Used by the rebuild below; the server builds the same text in TS.
CREATE FUNCTION "report_hist_sum_sql"(col text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'ARRAY[' || string_agg(format('coalesce(sum(%s[%s]), 0)', col, i), ', ' ORDER BY i) || ']::int[]'
    FROM generate_series(1, cardinality(report_duration_bounds())) AS i
$$;--> statement-breakpoint
-- Whole seconds of a duration, never negative (clock skew between instances).
CREATE FUNCTION "report_seconds"(d interval) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, floor(extract(epoch FROM d)))::bigint
$$;--> statement-breakpoint
-- An attendance's contributions, each on the local day (tz) of its own moment, keyed by the attendance's
-- current department, operator, tabulation and status, multiplied by sign (-1 takes them back):
--   opened on created_at's day;
--   assigned + wait (assigned_at - coalesce(queued_at, created_at)) on assigned_at's day;
--   first response (first_response_at - assigned_at) on first_response_at's day, only when assigned;
--   on finished_at's day: abandoned when status is 'abandoned', else finished, and bot-only (never
--   assigned) or handled + handling time (finished_at - assigned_at). The engine sets finished_at when the
--   survey starts (in_survey) and keeps it when the survey ends, so a surveyed attendance counts as
--   finished from the survey's start, on that day, and its status key moves to 'finished' later.
-- Columns in report_attendance_deltas' order (without id). LANGUAGE sql, not strict: inlined into callers.
CREATE FUNCTION "report_attendance_rows"(tz text, att "attendances", sign int)
RETURNS TABLE (
  channel_id uuid, day date, department_id uuid, operator_id uuid, tabulation_id uuid, status text,
  opened int, assigned int, wait_seconds bigint, wait_hist int[],
  first_responses int, first_response_seconds bigint, first_response_hist int[],
  finished int, abandoned int, bot_only int, handled int, handle_seconds bigint, handle_hist int[]
) LANGUAGE sql STABLE AS $$
  SELECT att.channel_id, m.day, att.department_id, att.operator_id, att.tabulation_id, att.status,
         sign * m.opened, sign * m.assigned, sign * m.wait_seconds, report_hist(m.wait_bucket, sign),
         sign * m.first_responses, sign * m.first_response_seconds, report_hist(m.first_response_bucket, sign),
         sign * m.finished, sign * m.abandoned, sign * m.bot_only, sign * m.handled, sign * m.handle_seconds,
         report_hist(m.handle_bucket, sign)
    FROM (
      SELECT (att.created_at AT TIME ZONE tz)::date AS day, 1 AS opened, 0 AS assigned, 0::bigint AS wait_seconds,
             NULL::int AS wait_bucket, 0 AS first_responses, 0::bigint AS first_response_seconds, NULL::int AS first_response_bucket,
             0 AS finished, 0 AS abandoned, 0 AS bot_only, 0 AS handled, 0::bigint AS handle_seconds, NULL::int AS handle_bucket
      UNION ALL
      SELECT (att.assigned_at AT TIME ZONE tz)::date, 0, 1, w.s, report_duration_bucket(w.s), 0, 0, NULL, 0, 0, 0, 0, 0, NULL
        FROM (SELECT report_seconds(att.assigned_at - coalesce(att.queued_at, att.created_at)) AS s) w
       WHERE att.assigned_at IS NOT NULL
      UNION ALL
      SELECT (att.first_response_at AT TIME ZONE tz)::date, 0, 0, 0, NULL, 1, r.s, report_duration_bucket(r.s), 0, 0, 0, 0, 0, NULL
        FROM (SELECT report_seconds(att.first_response_at - att.assigned_at) AS s) r
       WHERE att.first_response_at IS NOT NULL AND att.assigned_at IS NOT NULL
      UNION ALL
      SELECT (att.finished_at AT TIME ZONE tz)::date, 0, 0, 0, NULL, 0, 0, NULL,
             (NOT e.abandoned)::int, e.abandoned::int, (NOT e.abandoned AND att.assigned_at IS NULL)::int, e.handled::int,
             CASE WHEN e.handled THEN e.s ELSE 0 END, CASE WHEN e.handled THEN report_duration_bucket(e.s) END
        FROM (SELECT att.status = 'abandoned' AS abandoned, att.status <> 'abandoned' AND att.assigned_at IS NOT NULL AS handled,
                     report_seconds(att.finished_at - att.assigned_at) AS s) e
       WHERE att.finished_at IS NOT NULL
    ) m
$$;--> statement-breakpoint
-- Every attendance's fact rows with the zone of its channel: the raw path's source.
CREATE VIEW "report_attendance_fact_rows" AS
  SELECT a.id AS attendance_id, a.contact_id, a.created_at, r.*
    FROM "attendances" a
    JOIN "channels" c ON c.id = a.channel_id
   CROSS JOIN LATERAL report_attendance_rows(c.timezone, a, 1) r;--> statement-breakpoint
-- New attendances: one insert per statement (a webhook batch opens many at once).
CREATE FUNCTION "report_attendances_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  SELECT r.* FROM added a JOIN channels c ON c.id = a.channel_id CROSS JOIN LATERAL report_attendance_rows(c.timezone, a, 1) r;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_attendances_inserted" AFTER INSERT ON "attendances" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "report_attendances_inserted"();--> statement-breakpoint
-- A change that moves a figure: -old and +new, where the rows both sides share cancel (a first response
-- adds one row, a finish one row; a reassignment moves every row to the new key).
CREATE FUNCTION "report_attendances_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text;
BEGIN
  SELECT c.timezone INTO tz FROM channels c WHERE c.id = NEW.channel_id;
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  (SELECT * FROM report_attendance_rows(tz, NEW, 1) EXCEPT ALL SELECT * FROM report_attendance_rows(tz, OLD, 1))
  UNION ALL
  (SELECT * FROM report_attendance_rows(tz, OLD, -1) EXCEPT ALL SELECT * FROM report_attendance_rows(tz, NEW, -1));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only columns the figures read: the frequent updates (unread, last_message_at, bot_state, bot_due_at,
-- updated_at, observation) never run the function.
CREATE TRIGGER "report_attendances_updated" AFTER UPDATE ON "attendances" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.department_id IS DISTINCT FROM NEW.department_id
        OR OLD.operator_id IS DISTINCT FROM NEW.operator_id OR OLD.tabulation_id IS DISTINCT FROM NEW.tabulation_id
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
        OR OLD.assigned_at IS DISTINCT FROM NEW.assigned_at OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at
        OR OLD.finished_at IS DISTINCT FROM NEW.finished_at)
  EXECUTE FUNCTION "report_attendances_updated"();--> statement-breakpoint
-- Deleted attendances (their contact was deleted) leave the figures, as they leave the report's table.
-- Joined to channels: when the channel itself is being deleted its rollup goes with it (cascade).
CREATE FUNCTION "report_attendances_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attendance_deltas (channel_id, day, department_id, operator_id, tabulation_id, status, opened, assigned,
         wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist, finished, abandoned, bot_only,
         handled, handle_seconds, handle_hist)
  SELECT r.* FROM removed a JOIN channels c ON c.id = a.channel_id CROSS JOIN LATERAL report_attendance_rows(c.timezone, a, -1) r;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_attendances_deleted" AFTER DELETE ON "attendances" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "report_attendances_deleted"();--> statement-breakpoint
-- A channel's attendance rollup computed again from the raw rows (its zone changed; the backfill).
-- It takes the compactor's lock (modules/reports/facts/compactor.repository.ts), so no fold runs between.
CREATE FUNCTION "report_rebuild_attendance_rollup"(ch uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('reports:compact', 0));
  DELETE FROM report_attendance_daily WHERE channel_id = ch;
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
END
$$;--> statement-breakpoint
-- Local days depend on the zone: a new zone recomputes the channel's days. Rare, but slow at scale:
-- measured about 200 s for 1,000,000 attendances (PostgreSQL 15), inside the settings update's
-- transaction; a job is the better home at that size. Message hours are UTC and stay.
CREATE FUNCTION "report_channel_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild_attendance_rollup(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_channel_timezone_changed" AFTER UPDATE OF "timezone" ON "channels" FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION "report_channel_timezone_changed"();--> statement-breakpoint
-- Messages per UTC hour: one grouped insert per statement (a webhook batch stores many). Deleted
-- messages are not taken back: they were sent and received (the traffic happened).
CREATE FUNCTION "report_messages_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_message_deltas (channel_id, hour, direction, operator_id, messages)
  SELECT channel_id, date_trunc('hour', created_at, 'UTC'), direction, operator_id, count(*)::int
    FROM added GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_messages_inserted" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "report_messages_inserted"();--> statement-breakpoint
-- Online spells: going online (or created online) opens one, going offline or being deleted closes it.
CREATE FUNCTION "report_operator_presence"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  online boolean := NEW.status AND NEW.deleted_at IS NULL;
  was_online boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    was_online := OLD.status AND OLD.deleted_at IS NULL;
  END IF;
  IF online AND NOT was_online THEN
    INSERT INTO operator_presence (channel_id, operator_id, online_at) VALUES (NEW.channel_id, NEW.id, now())
    ON CONFLICT (operator_id) WHERE offline_at IS NULL DO NOTHING;
  ELSIF was_online AND NOT online THEN
    UPDATE operator_presence SET offline_at = now() WHERE operator_id = NEW.id AND offline_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_operator_presence" AFTER INSERT OR UPDATE OF "status", "deleted_at" ON "operators" FOR EACH ROW
  EXECUTE FUNCTION "report_operator_presence"();--> statement-breakpoint
-- Backfill: the figures of what exists already, straight into the rollups.
DO $$
DECLARE ch uuid;
BEGIN
  FOR ch IN SELECT id FROM channels LOOP
    PERFORM report_rebuild_attendance_rollup(ch);
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO report_message_hourly (channel_id, hour, direction, operator_id, messages)
SELECT channel_id, date_trunc('hour', created_at, 'UTC'), direction, operator_id, count(*)::int
  FROM messages GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO operator_presence (channel_id, operator_id, online_at)
SELECT channel_id, id, now() FROM operators WHERE status AND deleted_at IS NULL;
