CREATE TABLE "attendance_protocols" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_protocols" ADD CONSTRAINT "attendance_protocols_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Protocols count per company (channel) from 1 instead of across every company: existing attendances
-- are renumbered per channel in their old order, and each channel's counter starts after its last.
DROP INDEX "attendances_channel_seq_idx";--> statement-breakpoint
ALTER TABLE "attendances" ALTER COLUMN "seq" SET DEFAULT 0;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "attendances_seq_seq";--> statement-breakpoint
UPDATE "attendances" a SET "seq" = r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "channel_id" ORDER BY "seq", "created_at", "id") AS n FROM "attendances") r
WHERE a."id" = r."id";--> statement-breakpoint
INSERT INTO "attendance_protocols" ("channel_id", "last") SELECT "channel_id", max("seq") FROM "attendances" GROUP BY "channel_id";--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_channel_seq_unique" ON "attendances" USING btree ("channel_id","seq");--> statement-breakpoint
-- Every insert takes its channel's next number. The counter row stays locked until the opening
-- transaction ends, so two openings of one channel take turns and never share a number; other
-- channels are not held up.
CREATE FUNCTION "attendances_number_protocol"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attendance_protocols" AS p ("channel_id", "last") VALUES (NEW."channel_id", 1)
  ON CONFLICT ("channel_id") DO UPDATE SET "last" = p."last" + 1
  RETURNING p."last" INTO NEW."seq";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attendances_number_protocol" BEFORE INSERT ON "attendances" FOR EACH ROW EXECUTE FUNCTION "attendances_number_protocol"();
