DROP INDEX "channels_provider_account_idx";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "embed_allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "presence_grace_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "requeue_on_operator_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A provider account claimed by more than one live channel stays with the channel that claimed it
-- first; the later claimants lose it (their webhooks stop routing) and are flagged for attention.
UPDATE "channels" c SET "provider_account_id" = NULL,
  "attention_reason" = 'A conta do provedor deste canal já pertence a outro canal. Revise as credenciais.',
  "attention_at" = now()
WHERE c."deleted_at" IS NULL AND c."provider_account_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "channels" o
  WHERE o."deleted_at" IS NULL AND o."api_type" = c."api_type" AND o."provider_account_id" = c."provider_account_id"
    AND (o."created_at", o."id") < (c."created_at", c."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "channels_provider_account_unique" ON "channels" USING btree ("api_type","provider_account_id") WHERE deleted_at is null and provider_account_id is not null;