CREATE TABLE "broadcast" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_group" integer,
	"name" text NOT NULL,
	"id_template" integer,
	"body" text NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_status_check" CHECK ("broadcast"."status" in ('scheduled', 'running', 'paused', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "broadcast_recipient" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_broadcast" integer NOT NULL,
	"id_prospect" integer,
	"id_user_target" integer,
	"name" text,
	"phone" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"id_message" integer,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_recipient_status_check" CHECK ("broadcast_recipient"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_room" integer NOT NULL,
	"id_user" integer NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"external_id" text,
	"id_template" integer,
	"id_broadcast" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "chat_message_direction_check" CHECK ("chat_message"."direction" in ('in', 'out')),
	CONSTRAINT "chat_message_status_check" CHECK ("chat_message"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'received'))
);
--> statement-breakpoint
CREATE TABLE "chat_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_group" integer,
	"phone" text NOT NULL,
	"name" text,
	"id_prospect" integer,
	"id_status" integer,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_status_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#305F72' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"status" text DEFAULT 'disconnected' NOT NULL,
	"phone" text,
	"qr" text,
	"qr_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone,
	"owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_account_status_check" CHECK ("wa_account"."status" in ('disconnected', 'waiting', 'linked', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "wa_auth_key" (
	"id_account" integer NOT NULL,
	"type" text NOT NULL,
	"key_id" text NOT NULL,
	"value" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_opt_out" (
	"id_company" integer NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_id_template_wa_template_id_fk" FOREIGN KEY ("id_template") REFERENCES "public"."wa_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD CONSTRAINT "broadcast_recipient_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD CONSTRAINT "broadcast_recipient_id_broadcast_broadcast_id_fk" FOREIGN KEY ("id_broadcast") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD CONSTRAINT "broadcast_recipient_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD CONSTRAINT "broadcast_recipient_id_user_target_app_user_id_fk" FOREIGN KEY ("id_user_target") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD CONSTRAINT "broadcast_recipient_id_message_chat_message_id_fk" FOREIGN KEY ("id_message") REFERENCES "public"."chat_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_id_room_chat_room_id_fk" FOREIGN KEY ("id_room") REFERENCES "public"."chat_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_id_template_wa_template_id_fk" FOREIGN KEY ("id_template") REFERENCES "public"."wa_template"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_id_broadcast_broadcast_id_fk" FOREIGN KEY ("id_broadcast") REFERENCES "public"."broadcast"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_id_status_mst_status_chat_id_fk" FOREIGN KEY ("id_status") REFERENCES "public"."mst_status_chat"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_status_chat" ADD CONSTRAINT "mst_status_chat_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_account" ADD CONSTRAINT "wa_account_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_account" ADD CONSTRAINT "wa_account_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_auth_key" ADD CONSTRAINT "wa_auth_key_id_account_wa_account_id_fk" FOREIGN KEY ("id_account") REFERENCES "public"."wa_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_opt_out" ADD CONSTRAINT "wa_opt_out_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_template" ADD CONSTRAINT "wa_template_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_template" ADD CONSTRAINT "wa_template_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_company_created_idx" ON "broadcast" USING btree ("id_company","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcast_recipient_broadcast_idx" ON "broadcast_recipient" USING btree ("id_broadcast","id");--> statement-breakpoint
CREATE INDEX "broadcast_recipient_message_idx" ON "broadcast_recipient" USING btree ("id_message") WHERE "broadcast_recipient"."id_message" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipient_phone_uq" ON "broadcast_recipient" USING btree ("id_broadcast","phone") WHERE "broadcast_recipient"."phone" is not null;--> statement-breakpoint
CREATE INDEX "chat_message_room_idx" ON "chat_message" USING btree ("id_room","id");--> statement-breakpoint
CREATE INDEX "chat_message_company_created_idx" ON "chat_message" USING btree ("id_company","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_message_outbox_idx" ON "chat_message" USING btree ("id_user","id") WHERE "chat_message"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_external_uq" ON "chat_message" USING btree ("id_user","external_id") WHERE "chat_message"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_room_user_phone_uq" ON "chat_room" USING btree ("id_user","phone");--> statement-breakpoint
CREATE INDEX "chat_room_company_last_idx" ON "chat_room" USING btree ("id_company","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_room_company_group_idx" ON "chat_room" USING btree ("id_company","id_group");--> statement-breakpoint
CREATE INDEX "chat_room_prospect_idx" ON "chat_room" USING btree ("id_prospect") WHERE "chat_room"."id_prospect" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mst_status_chat_company_name_uq" ON "mst_status_chat" USING btree ("id_company","name");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_account_user_uq" ON "wa_account" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "wa_account_company_idx" ON "wa_account" USING btree ("id_company");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_auth_key_uq" ON "wa_auth_key" USING btree ("id_account","type","key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_opt_out_uq" ON "wa_opt_out" USING btree ("id_company","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_template_company_name_uq" ON "wa_template" USING btree ("id_company","name");