CREATE TABLE "company_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"max_users" integer,
	"max_prospects" integer,
	"max_whatsapp_numbers" integer,
	"max_storage_mb" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_plan_limits_check" CHECK ("company_plan"."max_users" >= 0 and "company_plan"."max_prospects" >= 0 and "company_plan"."max_whatsapp_numbers" >= 0 and "company_plan"."max_storage_mb" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_plan" ADD CONSTRAINT "company_plan_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_plan_company_uq" ON "company_plan" USING btree ("id_company");