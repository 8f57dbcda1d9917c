CREATE TABLE "catalog_sync_items" (
	"channel_id" uuid NOT NULL,
	"retailer_id" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_sync_items_channel_id_retailer_id_pk" PRIMARY KEY("channel_id","retailer_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_sync_status" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sent_count" integer DEFAULT 0 NOT NULL,
	"total_sent_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_handle" text,
	"full_sync_total" integer DEFAULT 0 NOT NULL,
	"full_sync_sent" integer DEFAULT 0 NOT NULL,
	"full_sync_started_at" timestamp with time zone,
	"full_sync_finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_sync_items" ADD CONSTRAINT "catalog_sync_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_sync_status" ADD CONSTRAINT "catalog_sync_status_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_sync_items_channel_changed_idx" ON "catalog_sync_items" USING btree ("channel_id","changed_at");