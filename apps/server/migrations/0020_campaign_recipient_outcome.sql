-- Each campaign recipient's outcome stored on its row, so the campaign progress and /reportCampaign sum
-- an index instead of joining every recipient to its message (50 campaigns x 10,000 recipients: 2 s).
-- The database keeps it exact: a trigger on the recipient (its state or message changes) and one on the
-- message (its status changes). The application never writes the column.
ALTER TABLE "campaign_recipients" ADD COLUMN "outcome" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
-- The one definition (the reports' former join): queued while queued or sending; a sent recipient is
-- failed, delivered or read by its message's status, else sent; failed, skipped and cancelled as they are.
-- The reports count sent as sent + delivered + read and delivered as delivered + read.
CREATE FUNCTION "campaign_recipient_outcome"(state text, message_status text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN state IN ('queued', 'sending') THEN 'queued'
    WHEN state = 'sent' AND message_status = 'failed' THEN 'failed'
    WHEN state = 'sent' AND message_status IN ('delivered', 'read') THEN message_status
    WHEN state = 'sent' THEN 'sent'
    ELSE state END
$$;--> statement-breakpoint
-- A recipient inserted or whose state or message changes (a deleted message sets message_id to null, which
-- fires this too): its message's status is read only when it counts (state sent).
CREATE FUNCTION "campaign_recipients_outcome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.outcome := campaign_recipient_outcome(NEW.state,
    CASE WHEN NEW.state = 'sent' AND NEW.message_id IS NOT NULL THEN (SELECT status FROM messages WHERE id = NEW.message_id) END);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Inserts: the audience's rows come queued, already right by the column's default; only others pay.
CREATE TRIGGER "campaign_recipients_outcome_inserted" BEFORE INSERT ON "campaign_recipients" FOR EACH ROW
  WHEN (NEW.state NOT IN ('queued', 'sending') OR NEW.outcome <> 'queued') EXECUTE FUNCTION "campaign_recipients_outcome"();--> statement-breakpoint
CREATE TRIGGER "campaign_recipients_outcome_updated" BEFORE UPDATE OF "state", "message_id" ON "campaign_recipients" FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.message_id IS DISTINCT FROM NEW.message_id) EXECUTE FUNCTION "campaign_recipients_outcome"();--> statement-breakpoint
-- A message's new status moves its recipient's outcome. Campaign messages are always outgoing templates
-- (campaigns/runner/recipient-claims.repository.ts stores them so), so the WHEN clause keeps every other
-- message's receipts (the webhook's status batches) free of this trigger; a template found by the index
-- on message_id to have no recipient costs one index probe.
CREATE FUNCTION "messages_campaign_outcome"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_recipients r SET outcome = campaign_recipient_outcome(r.state, NEW.status)
   WHERE r.message_id = NEW.id AND r.outcome IS DISTINCT FROM campaign_recipient_outcome(r.state, NEW.status);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_campaign_outcome" AFTER UPDATE OF "status" ON "messages" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.direction = 'out' AND NEW.type = 'template')
  EXECUTE FUNCTION "messages_campaign_outcome"();--> statement-breakpoint
-- The existing recipients (queued and sending ones are right by the default).
UPDATE "campaign_recipients" r
   SET outcome = campaign_recipient_outcome(r.state, (SELECT m.status FROM messages m WHERE m.id = r.message_id))
 WHERE r.state NOT IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "campaign_recipients_outcome_idx" ON "campaign_recipients" USING btree ("campaign_id","outcome","replied_at");
