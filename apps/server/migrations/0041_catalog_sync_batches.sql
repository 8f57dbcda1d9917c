CREATE TABLE "catalog_sync_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"catalog_id" text NOT NULL,
	"handles" text[] NOT NULL,
	"item_count" integer NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_sync_item_states" (
	"channel_id" uuid NOT NULL,
	"retailer_id" text NOT NULL,
	"batch_id" uuid,
	"error" text,
	"error_at" timestamp with time zone,
	CONSTRAINT "catalog_sync_item_states_channel_id_retailer_id_pk" PRIMARY KEY("channel_id","retailer_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_sync_status" ADD COLUMN "full_sync_removed" integer;--> statement-breakpoint
ALTER TABLE "catalog_sync_batches" ADD CONSTRAINT "catalog_sync_batches_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_sync_item_states" ADD CONSTRAINT "catalog_sync_item_states_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_sync_batches_channel_idx" ON "catalog_sync_batches" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "catalog_sync_batches_due_idx" ON "catalog_sync_batches" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "catalog_sync_item_states_batch_idx" ON "catalog_sync_item_states" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "catalog_sync_item_states_rejected_idx" ON "catalog_sync_item_states" USING btree ("channel_id","error_at") WHERE "catalog_sync_item_states"."error" is not null;