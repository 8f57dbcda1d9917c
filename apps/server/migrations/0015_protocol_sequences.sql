-- Protocol numbers come from one sequence per channel instead of a counter row: a counter row stays
-- locked until the opening transaction ends, so two webhook batches of one company waited for each
-- other, and a bulk insert updated the same row once per attendance. A sequence hands out numbers
-- without locks (a rolled-back opening leaves a gap, as any protocol sequence may).
CREATE FUNCTION "attendance_protocol_sequence"(channel uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'attendance_protocol_' || replace(channel::text, '-', '')
$$;--> statement-breakpoint
-- A channel's sequence is born with it (and goes away with it), inside the same transaction.
CREATE FUNCTION "channels_protocol_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', "attendance_protocol_sequence"(NEW."id"));
    RETURN NEW;
  END IF;
  EXECUTE format('DROP SEQUENCE IF EXISTS %I', "attendance_protocol_sequence"(OLD."id"));
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "channels_protocol_sequence" AFTER INSERT OR DELETE ON "channels" FOR EACH ROW EXECUTE FUNCTION "channels_protocol_sequence"();--> statement-breakpoint
-- Every existing channel gets its sequence, continuing after its last protocol.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT ch."id", coalesce((SELECT max(a."seq") FROM "attendances" a WHERE a."channel_id" = ch."id"), 0) AS last FROM "channels" ch LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', "attendance_protocol_sequence"(c."id"));
    IF c.last > 0 THEN PERFORM setval("attendance_protocol_sequence"(c."id"), c.last); END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "attendances_number_protocol"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."seq" := nextval("attendance_protocol_sequence"(NEW."channel_id"));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TABLE "attendance_protocols" CASCADE;
