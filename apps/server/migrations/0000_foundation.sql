CREATE TABLE "access_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"user_id" uuid,
	"login" text NOT NULL,
	"event" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_configs" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"channel_number" text NOT NULL,
	"api_type" text NOT NULL,
	"status" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"credentials_sealed" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secondary_channels" (
	"channel_id" uuid NOT NULL,
	"secondary_channel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secondary_channels_channel_id_secondary_channel_id_pk" PRIMARY KEY("channel_id","secondary_channel_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_departments" (
	"operator_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	CONSTRAINT "operator_departments_operator_id_department_id_pk" PRIMARY KEY("operator_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"week_start_time" text DEFAULT '00:00' NOT NULL,
	"week_finish_time" text DEFAULT '23:59' NOT NULL,
	"sat_start_time" text DEFAULT '00:00' NOT NULL,
	"sat_finish_time" text DEFAULT '23:59' NOT NULL,
	"sun_start_time" text DEFAULT '00:00' NOT NULL,
	"sun_finish_time" text DEFAULT '23:59' NOT NULL,
	"privacy" boolean DEFAULT false NOT NULL,
	"max_attendances" integer DEFAULT 10 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"role" text NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"email" text,
	"cpf" text,
	"mobile" text,
	"photo_url" text,
	"job" text,
	"company" text,
	"sound_alert" boolean DEFAULT true NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_master" boolean DEFAULT false NOT NULL,
	"show_qr_page" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_configs" ADD CONSTRAINT "channel_configs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_channels" ADD CONSTRAINT "secondary_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_channels" ADD CONSTRAINT "secondary_channels_secondary_channel_id_channels_id_fk" FOREIGN KEY ("secondary_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_departments" ADD CONSTRAINT "operator_departments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_departments" ADD CONSTRAINT "operator_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_departments" ADD CONSTRAINT "operator_departments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_user_idx" ON "access_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "access_logs_channel_idx" ON "access_logs" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "access_logs_failures_idx" ON "access_logs" USING btree ("login","ip","created_at");--> statement-breakpoint
CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "channels_number_idx" ON "channels" USING btree ("channel_number");--> statement-breakpoint
CREATE INDEX "departments_channel_idx" ON "departments" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "operator_departments_dept_idx" ON "operator_departments" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_user_unique" ON "operators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operators_channel_idx" ON "operators" USING btree ("channel_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_channel_role_idx" ON "users" USING btree ("channel_id","role");