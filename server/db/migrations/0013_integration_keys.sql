-- drizzle-kit also wrote a DROP of wa_account.credentials: the 0012 snapshot lists that column, but no migration
-- creates it (domain/tables/whatsapp.ts has none), so the statement was removed here.
CREATE TABLE "integration_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_key_permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_integration_key" integer NOT NULL,
	"name_module" text NOT NULL,
	"access" text DEFAULT 'none' NOT NULL,
	"import" text DEFAULT 'none' NOT NULL,
	"export" text DEFAULT 'Not Set' NOT NULL,
	CONSTRAINT "integration_key_permission_name_module_check" CHECK ("integration_key_permission"."name_module" in ('Master Target', 'Prospect', 'Distribusi Data', 'Template Whatsapp', 'Product', 'Collaboration', 'groups', 'Validation Product Order', 'user_management', 'Roles', 'Order', 'Follow Up', 'Visum', 'Chat', 'Broadcast')),
	CONSTRAINT "integration_key_permission_access_check" CHECK ("integration_key_permission"."access" in ('enabled', 'none')),
	CONSTRAINT "integration_key_permission_import_check" CHECK ("integration_key_permission"."import" in ('enabled', 'none')),
	CONSTRAINT "integration_key_permission_export_check" CHECK ("integration_key_permission"."export" in ('Not Set', 'none', 'own', 'group', 'all'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "id_integration_key" integer;--> statement-breakpoint
ALTER TABLE "integration_key" ADD CONSTRAINT "integration_key_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_key" ADD CONSTRAINT "integration_key_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_key_permission" ADD CONSTRAINT "integration_key_permission_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_key_permission" ADD CONSTRAINT "integration_key_permission_id_integration_key_integration_key_id_fk" FOREIGN KEY ("id_integration_key") REFERENCES "public"."integration_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_key_company_idx" ON "integration_key" USING btree ("id_company");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_key_permission_key_module_uq" ON "integration_key_permission" USING btree ("id_integration_key","name_module");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_id_integration_key_integration_key_id_fk" FOREIGN KEY ("id_integration_key") REFERENCES "public"."integration_key"("id") ON DELETE set null ON UPDATE no action;