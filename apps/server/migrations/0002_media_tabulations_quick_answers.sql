CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"storage_key" text,
	"mime_type" text NOT NULL,
	"file_name" text,
	"size" bigint,
	"sha256" text,
	"provider_media_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tabulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_answers" ADD CONSTRAINT "quick_answers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_answers" ADD CONSTRAINT "quick_answers_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabulations" ADD CONSTRAINT "tabulations_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_channel_idx" ON "media_files" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_inbound_unique" ON "media_files" USING btree ("channel_id","source","provider_media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_answers_channel_shortcut_unique" ON "quick_answers" USING btree ("channel_id",lower("shortcut"));--> statement-breakpoint
CREATE INDEX "tabulations_channel_idx" ON "tabulations" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tabulations_channel_name_unique" ON "tabulations" USING btree ("channel_id",lower("name")) WHERE deleted_at is null;