CREATE TABLE "attendance_surveys" (
	"attendance_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"operator_id" uuid,
	"department_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"score" smallint,
	"comment" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_menus" (
	"channel_id" uuid NOT NULL,
	"menu_id" text NOT NULL,
	"kind" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_menus_channel_id_menu_id_pk" PRIMARY KEY("channel_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "bot_settings" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"root_menu_id" text,
	"default_department_id" uuid,
	"max_invalid_answers" integer DEFAULT 3 NOT NULL,
	"outside_hours_action" text DEFAULT 'wait' NOT NULL,
	"abandonment_minutes" integer DEFAULT 30 NOT NULL,
	"queue_abandonment_minutes" integer DEFAULT 0 NOT NULL,
	"survey_enabled" boolean DEFAULT false NOT NULL,
	"survey_minutes" integer DEFAULT 60 NOT NULL,
	"messages" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "bot_state" jsonb;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "bot_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_surveys" ADD CONSTRAINT "attendance_surveys_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_surveys" ADD CONSTRAINT "attendance_surveys_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_surveys" ADD CONSTRAINT "attendance_surveys_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_surveys" ADD CONSTRAINT "attendance_surveys_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_menus" ADD CONSTRAINT "bot_menus_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_default_department_id_departments_id_fk" FOREIGN KEY ("default_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_surveys_channel_sent_idx" ON "attendance_surveys" USING btree ("channel_id","sent_at");--> statement-breakpoint
CREATE INDEX "attendance_surveys_operator_sent_idx" ON "attendance_surveys" USING btree ("operator_id","sent_at");--> statement-breakpoint
CREATE INDEX "bot_menus_channel_created_idx" ON "bot_menus" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "attendances_bot_due_idx" ON "attendances" USING btree ("bot_due_at") WHERE bot_due_at is not null;