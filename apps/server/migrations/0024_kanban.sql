CREATE TABLE "kanban_card_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"from_step_id" uuid,
	"to_step_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_card_tags" (
	"card_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "kanban_card_tags_card_id_tag_id_pk" PRIMARY KEY("card_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"kanban_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"attendance_id" uuid,
	"title" text NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"responsible_operator_id" uuid,
	"due_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"step_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_departments" (
	"kanban_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "kanban_departments_kanban_id_department_id_pk" PRIMARY KEY("kanban_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_step_spells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"kanban_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"operator_id" uuid,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"action_pending" boolean DEFAULT false NOT NULL,
	"action_done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kanban_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kanban_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"action" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanbans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kanban_card_history" ADD CONSTRAINT "kanban_card_history_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_history" ADD CONSTRAINT "kanban_card_history_card_id_kanban_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."kanban_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_history" ADD CONSTRAINT "kanban_card_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_tags" ADD CONSTRAINT "kanban_card_tags_card_id_kanban_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."kanban_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_tags" ADD CONSTRAINT "kanban_card_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_kanban_id_kanbans_id_fk" FOREIGN KEY ("kanban_id") REFERENCES "public"."kanbans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_step_id_kanban_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."kanban_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_responsible_operator_id_operators_id_fk" FOREIGN KEY ("responsible_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_departments" ADD CONSTRAINT "kanban_departments_kanban_id_kanbans_id_fk" FOREIGN KEY ("kanban_id") REFERENCES "public"."kanbans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_departments" ADD CONSTRAINT "kanban_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_step_spells" ADD CONSTRAINT "kanban_step_spells_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_steps" ADD CONSTRAINT "kanban_steps_kanban_id_kanbans_id_fk" FOREIGN KEY ("kanban_id") REFERENCES "public"."kanbans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_steps" ADD CONSTRAINT "kanban_steps_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanbans" ADD CONSTRAINT "kanbans_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kanban_card_history_card_idx" ON "kanban_card_history" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "kanban_card_tags_tag_idx" ON "kanban_card_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "kanban_cards_step_rank_idx" ON "kanban_cards" USING btree ("step_id","rank","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kanban_cards_kanban_contact_key" ON "kanban_cards" USING btree ("kanban_id","contact_id");--> statement-breakpoint
CREATE INDEX "kanban_cards_contact_idx" ON "kanban_cards" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "kanban_cards_channel_idx" ON "kanban_cards" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "kanban_departments_department_idx" ON "kanban_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "kanban_step_spells_kanban_entered_idx" ON "kanban_step_spells" USING btree ("channel_id","kanban_id","entered_at");--> statement-breakpoint
CREATE INDEX "kanban_step_spells_card_open_idx" ON "kanban_step_spells" USING btree ("card_id") WHERE left_at is null;--> statement-breakpoint
CREATE INDEX "kanban_step_spells_action_pending_idx" ON "kanban_step_spells" USING btree ("entered_at") WHERE action_pending and action_done_at is null;--> statement-breakpoint
CREATE INDEX "kanban_steps_kanban_position_idx" ON "kanban_steps" USING btree ("kanban_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kanbans_channel_name_key" ON "kanbans" USING btree ("channel_id",lower("name"));