CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"id_entity" integer,
	"detail" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_prospect" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_user_target" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "follow_up" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_prospect" integer NOT NULL,
	"id_user" integer NOT NULL,
	"method" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"result" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"id_leader" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"email" text NOT NULL,
	"id_role" integer NOT NULL,
	"id_group" integer,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_actor" integer,
	"id_data" integer NOT NULL,
	"tipe" text NOT NULL,
	"status" text DEFAULT 'N' NOT NULL,
	"nama_user" text NOT NULL,
	"aksi" text NOT NULL,
	"nama_prospect" text,
	"nama_order" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"number" text NOT NULL,
	"id_prospect" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_product" integer NOT NULL,
	"colour" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"payment" text NOT NULL,
	"leasing" text,
	"down_payment" bigint,
	"tenor" smallint,
	"instalment" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"type_code" text NOT NULL,
	"category" text NOT NULL,
	"price_otr" bigint NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_group" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text,
	"address" text,
	"kelurahan" text,
	"kecamatan" text,
	"kota" text,
	"provinsi" text,
	"latitude" double precision,
	"longitude" double precision,
	"source" text DEFAULT 'walk-in' NOT NULL,
	"id_product" integer,
	"payment" text,
	"leasing" text,
	"down_payment" bigint,
	"tenor" smallint,
	"status" text DEFAULT 'Low' NOT NULL,
	"next_follow_up" timestamp with time zone,
	"notes" text,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_role" integer NOT NULL,
	"name_module" text NOT NULL,
	"access" text DEFAULT 'none' NOT NULL,
	"import" text DEFAULT 'none' NOT NULL,
	"export" text DEFAULT 'Not Set' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_role" integer NOT NULL,
	"id_group" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"npm" text,
	"phone_number" text,
	"photo" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"training_done" boolean DEFAULT false NOT NULL,
	"fcm_token" text,
	"invited_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_id_user_target_app_user_id_fk" FOREIGN KEY ("id_user_target") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group" ADD CONSTRAINT "user_group_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_id_role_role_id_fk" FOREIGN KEY ("id_role") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_id_actor_app_user_id_fk" FOREIGN KEY ("id_actor") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_id_product_product_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_id_product_product_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_id_role_role_id_fk" FOREIGN KEY ("id_role") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_id_role_role_id_fk" FOREIGN KEY ("id_role") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_company_created_idx" ON "activity_log" USING btree ("id_company","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collab_company_status_idx" ON "collab" USING btree ("id_company","status");--> statement-breakpoint
CREATE INDEX "collab_prospect_idx" ON "collab" USING btree ("id_prospect");--> statement-breakpoint
CREATE INDEX "follow_up_company_status_idx" ON "follow_up" USING btree ("id_company","status");--> statement-breakpoint
CREATE INDEX "follow_up_prospect_idx" ON "follow_up" USING btree ("id_prospect");--> statement-breakpoint
CREATE INDEX "follow_up_company_user_scheduled_idx" ON "follow_up" USING btree ("id_company","id_user","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_group_company_name_uq" ON "user_group" USING btree ("id_company","name");--> statement-breakpoint
CREATE INDEX "invitation_company_idx" ON "invitation" USING btree ("id_company");--> statement-breakpoint
CREATE INDEX "login_attempt_email_time_idx" ON "login_attempt" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "notification_user_created_idx" ON "notification" USING btree ("id_user","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_user_unread_idx" ON "notification" USING btree ("id_user") WHERE "notification"."status" = 'N';--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_company_number_uq" ON "sales_order" USING btree ("id_company","number");--> statement-breakpoint
CREATE INDEX "sales_order_company_status_created_idx" ON "sales_order" USING btree ("id_company","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_order_prospect_idx" ON "sales_order" USING btree ("id_prospect");--> statement-breakpoint
CREATE UNIQUE INDEX "product_company_type_code_uq" ON "product" USING btree ("id_company","type_code");--> statement-breakpoint
CREATE INDEX "product_company_name_idx" ON "product" USING btree ("id_company","name");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_company_open_phone_uq" ON "prospect" USING btree ("id_company","phone") WHERE "prospect"."status" not in ('Deal', 'Not Deal');--> statement-breakpoint
CREATE INDEX "prospect_company_created_idx" ON "prospect" USING btree ("id_company","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prospect_company_status_created_idx" ON "prospect" USING btree ("id_company","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prospect_company_user_idx" ON "prospect" USING btree ("id_company","id_user");--> statement-breakpoint
CREATE INDEX "prospect_company_group_idx" ON "prospect" USING btree ("id_company","id_group");--> statement-breakpoint
CREATE INDEX "prospect_company_next_fu_idx" ON "prospect" USING btree ("id_company","next_follow_up");--> statement-breakpoint
CREATE INDEX "prospect_company_phone_idx" ON "prospect" USING btree ("id_company","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "role_company_name_uq" ON "role" USING btree ("id_company","name");--> statement-breakpoint
CREATE UNIQUE INDEX "role_permission_role_module_uq" ON "role_permission" USING btree ("id_role","name_module");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_company_status_idx" ON "app_user" USING btree ("id_company","status");--> statement-breakpoint
CREATE INDEX "app_user_company_group_idx" ON "app_user" USING btree ("id_company","id_group");