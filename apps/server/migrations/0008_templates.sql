CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"provider_template_id" text,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"rejected_reason" text,
	"header" jsonb,
	"body" text DEFAULT '' NOT NULL,
	"footer" text,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_syncs" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_syncs" ADD CONSTRAINT "template_syncs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_channel_name_language" ON "message_templates" USING btree ("channel_id","name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_provider_id" ON "message_templates" USING btree ("channel_id","provider_template_id") WHERE provider_template_id is not null;--> statement-breakpoint
CREATE INDEX "message_templates_channel_updated_idx" ON "message_templates" USING btree ("channel_id","updated_at");--> statement-breakpoint
CREATE INDEX "message_templates_channel_status_idx" ON "message_templates" USING btree ("channel_id","status","name");