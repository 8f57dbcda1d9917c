CREATE TABLE "operator_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"online_at" timestamp with time zone NOT NULL,
	"offline_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_attendance_daily" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"tabulation_id" uuid,
	"status" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"wait_hist" integer[] NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[] NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"bot_only" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_seconds" bigint DEFAULT 0 NOT NULL,
	"handle_hist" integer[] NOT NULL,
	CONSTRAINT "report_attendance_daily_key" UNIQUE NULLS NOT DISTINCT("channel_id","day","department_id","operator_id","tabulation_id","status")
);
--> statement-breakpoint
CREATE TABLE "report_attendance_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"department_id" uuid,
	"operator_id" uuid,
	"tabulation_id" uuid,
	"status" text NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"wait_seconds" bigint DEFAULT 0 NOT NULL,
	"wait_hist" integer[] NOT NULL,
	"first_responses" integer DEFAULT 0 NOT NULL,
	"first_response_seconds" bigint DEFAULT 0 NOT NULL,
	"first_response_hist" integer[] NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"bot_only" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_seconds" bigint DEFAULT 0 NOT NULL,
	"handle_hist" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"request" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_message_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"operator_id" uuid,
	"messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_message_hourly" (
	"channel_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"operator_id" uuid,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_message_hourly_key" UNIQUE NULLS NOT DISTINCT("channel_id","hour","direction","operator_id")
);
--> statement-breakpoint
ALTER TABLE "operator_presence" ADD CONSTRAINT "operator_presence_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_presence" ADD CONSTRAINT "operator_presence_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attendance_daily" ADD CONSTRAINT "report_attendance_daily_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attendance_deltas" ADD CONSTRAINT "report_attendance_deltas_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_message_deltas" ADD CONSTRAINT "report_message_deltas_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_message_hourly" ADD CONSTRAINT "report_message_hourly_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_presence_channel_online_idx" ON "operator_presence" USING btree ("channel_id","online_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_presence_open_unique" ON "operator_presence" USING btree ("operator_id") WHERE offline_at is null;--> statement-breakpoint
CREATE INDEX "report_attendance_deltas_channel_day_idx" ON "report_attendance_deltas" USING btree ("channel_id","day");--> statement-breakpoint
CREATE INDEX "report_exports_channel_created_idx" ON "report_exports" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "report_message_deltas_channel_hour_idx" ON "report_message_deltas" USING btree ("channel_id","hour");--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_answered_idx" ON "attendance_surveys" USING btree ("channel_id","answered_at") WHERE answered_at is not null;