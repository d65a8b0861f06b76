CREATE TABLE "distribution_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer,
	"trigger" text NOT NULL,
	"method" text NOT NULL,
	"total" integer NOT NULL,
	"left_over" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_batch_method_check" CHECK ("distribution_batch"."method" in ('round_robin', 'capacity', 'rotation')),
	CONSTRAINT "distribution_batch_trigger_check" CHECK ("distribution_batch"."trigger" in ('manual', 'rule'))
);
--> statement-breakpoint
CREATE TABLE "distribution_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_batch" integer NOT NULL,
	"id_prospect" integer NOT NULL,
	"id_user" integer,
	"id_user_previous" integer,
	"id_group_previous" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "distribution_rotation" (
	"id_company" integer PRIMARY KEY NOT NULL,
	"id_user_last" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_rule" (
	"id_company" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"method" text DEFAULT 'rotation' NOT NULL,
	"capacity" integer,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"group_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_rule_method_check" CHECK ("distribution_rule"."method" in ('round_robin', 'capacity', 'rotation'))
);
--> statement-breakpoint
ALTER TABLE "distribution_batch" ADD CONSTRAINT "distribution_batch_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_batch" ADD CONSTRAINT "distribution_batch_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_batch_distribution_batch_id_fk" FOREIGN KEY ("id_batch") REFERENCES "public"."distribution_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_user_previous_app_user_id_fk" FOREIGN KEY ("id_user_previous") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_item" ADD CONSTRAINT "distribution_item_id_group_previous_user_group_id_fk" FOREIGN KEY ("id_group_previous") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_rotation" ADD CONSTRAINT "distribution_rotation_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_rotation" ADD CONSTRAINT "distribution_rotation_id_user_last_app_user_id_fk" FOREIGN KEY ("id_user_last") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_rule" ADD CONSTRAINT "distribution_rule_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_rule" ADD CONSTRAINT "distribution_rule_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distribution_batch_company_created_idx" ON "distribution_batch" USING btree ("id_company","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "distribution_item_batch_idx" ON "distribution_item" USING btree ("id_batch");--> statement-breakpoint
CREATE INDEX "distribution_item_prospect_idx" ON "distribution_item" USING btree ("id_prospect");--> statement-breakpoint
CREATE INDEX "distribution_item_company_user_idx" ON "distribution_item" USING btree ("id_company","id_user");