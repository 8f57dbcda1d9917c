CREATE TABLE "attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"channel_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"status" text NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"tabulation_id" uuid,
	"observation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text,
	"code" text,
	"email" text,
	"responsible_operator_id" uuid,
	"birthday" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"channel_id" uuid NOT NULL,
	"attendance_id" uuid,
	"contact_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"provider_message_id" text,
	"reply_to_id" uuid,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"channel_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "provider_business_id" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_responsible_operator_id_operators_id_fk" FOREIGN KEY ("responsible_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_one_open_per_contact" ON "attendances" USING btree ("channel_id","contact_id") WHERE status not in ('finished', 'abandoned');--> statement-breakpoint
CREATE INDEX "attendances_operator_status_idx" ON "attendances" USING btree ("operator_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "attendances_channel_status_idx" ON "attendances" USING btree ("channel_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "attendances_queue_idx" ON "attendances" USING btree ("channel_id","department_id","queued_at") WHERE status in ('waiting', 'offline_operators');--> statement-breakpoint
CREATE INDEX "attendances_contact_idx" ON "attendances" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_channel_number_unique" ON "contacts" USING btree ("channel_id","number");--> statement-breakpoint
CREATE INDEX "contacts_channel_name_idx" ON "contacts" USING btree ("channel_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_id_unique" ON "messages" USING btree ("channel_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_attendance_created_idx" ON "messages" USING btree ("attendance_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "messages_contact_created_idx" ON "messages" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_inbox_unprocessed_idx" ON "webhook_inbox" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "channels_provider_account_idx" ON "channels" USING btree ("api_type","provider_account_id");