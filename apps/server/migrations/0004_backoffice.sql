CREATE TABLE "blacklist_numbers" (
	"channel_id" uuid NOT NULL,
	"number" text NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklist_numbers_channel_id_number_pk" PRIMARY KEY("channel_id","number")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"contact_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_import_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"reason" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "outside_hours_message" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "queue_message" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tag_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_errors" ADD CONSTRAINT "contact_import_errors_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_channel_starts_idx" ON "calendar_events" USING btree ("channel_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_operator_starts_idx" ON "calendar_events" USING btree ("operator_id","starts_at");--> statement-breakpoint
CREATE INDEX "contact_import_errors_import_idx" ON "contact_import_errors" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "contact_imports_channel_idx" ON "contact_imports" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_channel_idx" ON "tags" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_channel_name_unique" ON "tags" USING btree ("channel_id",lower("name"));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_channel_created_idx" ON "attendances" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "attendances_channel_status_created_idx" ON "attendances" USING btree ("channel_id","status","created_at");--> statement-breakpoint
CREATE INDEX "attendances_operator_created_idx" ON "attendances" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "attendances_department_created_idx" ON "attendances" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "attendances_tabulation_idx" ON "attendances" USING btree ("tabulation_id") WHERE tabulation_id is not null;--> statement-breakpoint
CREATE INDEX "contacts_channel_created_idx" ON "contacts" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_channel_tag_idx" ON "contacts" USING btree ("channel_id","tag_id");--> statement-breakpoint
CREATE INDEX "contacts_channel_responsible_idx" ON "contacts" USING btree ("channel_id","responsible_operator_id");--> statement-breakpoint
CREATE INDEX "contacts_channel_birthday_idx" ON "contacts" USING btree ("channel_id",extract(month from "birthday"),extract(day from "birthday"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_channel_name_unique" ON "departments" USING btree ("channel_id",lower("name"));