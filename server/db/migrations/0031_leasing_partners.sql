CREATE TABLE "leasing_partner" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"contact_name" text,
	"contact_whatsapp" text,
	"active" boolean DEFAULT true NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_down_payment" bigint,
	"min_down_payment_percent" double precision,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"insurance_fee" bigint DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"required_documents" text[] DEFAULT '{ktp,kk,proof_of_income,house_photo}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_simulation" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_prospect" integer NOT NULL,
	"id_user" integer,
	"id_product" integer,
	"motor" text NOT NULL,
	"price" bigint NOT NULL,
	"down_payment" bigint NOT NULL,
	"tenor" smallint NOT NULL,
	"offers" jsonb NOT NULL,
	"sent_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_simulation_sent_via_check" CHECK ("credit_simulation"."sent_via" in ('whatsapp', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "role_permission" DROP CONSTRAINT "role_permission_name_module_check";--> statement-breakpoint
ALTER TABLE "integration_key_permission" DROP CONSTRAINT "integration_key_permission_name_module_check";--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "id_leasing_partner" integer;--> statement-breakpoint
ALTER TABLE "leasing_partner" ADD CONSTRAINT "leasing_partner_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulation" ADD CONSTRAINT "credit_simulation_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulation" ADD CONSTRAINT "credit_simulation_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulation" ADD CONSTRAINT "credit_simulation_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulation" ADD CONSTRAINT "credit_simulation_id_product_product_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_partner_company_name_uq" ON "leasing_partner" USING btree ("id_company",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_partner_company_short_name_uq" ON "leasing_partner" USING btree ("id_company",lower("short_name"));--> statement-breakpoint
CREATE INDEX "leasing_partner_company_active_idx" ON "leasing_partner" USING btree ("id_company","active");--> statement-breakpoint
CREATE INDEX "credit_simulation_prospect_created_idx" ON "credit_simulation" USING btree ("id_prospect","created_at");--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_id_leasing_partner_leasing_partner_id_fk" FOREIGN KEY ("id_leasing_partner") REFERENCES "public"."leasing_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_leasing_partner_idx" ON "sales_order" USING btree ("id_leasing_partner");--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_name_module_check" CHECK ("role_permission"."name_module" in ('Master Target', 'Prospect', 'Distribusi Data', 'Template Whatsapp', 'Product', 'Collaboration', 'groups', 'Validation Product Order', 'user_management', 'Roles', 'Order', 'Follow Up', 'Visum', 'Chat', 'Broadcast', 'Leasing'));--> statement-breakpoint
ALTER TABLE "integration_key_permission" ADD CONSTRAINT "integration_key_permission_name_module_check" CHECK ("integration_key_permission"."name_module" in ('Master Target', 'Prospect', 'Distribusi Data', 'Template Whatsapp', 'Product', 'Collaboration', 'groups', 'Validation Product Order', 'user_management', 'Roles', 'Order', 'Follow Up', 'Visum', 'Chat', 'Broadcast', 'Leasing'));--> statement-breakpoint
-- Data (docs/leasing.md): every role gets a row for the new module, open to the Administrator only.
INSERT INTO "role_permission" ("id_company", "id_role", "name_module", "access", "import", "export")
SELECT r."id_company", r."id", 'Leasing',
  CASE WHEN r."name" = 'Administrator' THEN 'enabled' ELSE 'none' END,
  CASE WHEN r."name" = 'Administrator' THEN 'enabled' ELSE 'none' END,
  CASE WHEN r."name" = 'Administrator' THEN 'all' ELSE 'Not Set' END
FROM "role" r
ON CONFLICT ("id_role", "name_module") DO NOTHING;--> statement-breakpoint
-- The free text of old credit orders, mapped once: a name or short name of a partner, or the
-- spellings of the leasing houses dealers work with, which become that company's partners (with no
-- offer yet). Text nothing matches stays as it was, and Mitra Leasing lists it for the Administrator.
WITH "known" ("rank", "name", "short_name", "pattern") AS (VALUES
  (1, 'Adira Finance', 'ADIRA', '\madira\M'),
  (2, 'FIF Group', 'FIF', '\mfif\M|federal international'),
  (3, 'Bussan Auto Finance', 'BAF', '\mbaf\M|bussan'),
  (4, 'WOM Finance', 'WOM', '\mwom\M|wahana ottomitra'),
  (5, 'Mandiri Utama Finance', 'MUF', '\mmuf\M|mandiri utama'),
  (6, 'Summit Oto Finance', 'OTO', '\msummit\M|\moto finance\M|\moto\M'),
  (7, 'Mega Central Finance', 'MCF', '\mmcf\M|mega central'),
  (8, 'Mega Auto Finance', 'MAF', '\mmaf\M|mega auto'),
  (9, 'MPM Finance', 'MPMF', '\mmpm'),
  (10, 'Indomobil Finance', 'IMFI', 'indomobil|\mimfi\M'),
  (11, 'CIMB Niaga Auto Finance', 'CNAF', '\mcnaf\M|\mcimb'),
  (12, 'KreditPlus', 'KREDITPLUS', 'kredit ?plus'),
  (13, 'BCA Finance', 'BCAF', '\mbca')
), "unmapped" AS (
  SELECT o."id", o."id_company", lower(trim(o."leasing")) AS "text"
  FROM "sales_order" o
  WHERE o."id_leasing_partner" IS NULL AND trim(coalesce(o."leasing", '')) <> ''
), "by_alias" AS (
  SELECT DISTINCT ON (u."id") u."id", u."id_company", k."name", k."short_name"
  FROM "unmapped" u JOIN "known" k ON u."text" ~ k."pattern"
  WHERE NOT EXISTS (
    SELECT 1 FROM "leasing_partner" p
    WHERE p."id_company" = u."id_company" AND u."text" IN (lower(p."name"), lower(p."short_name"))
  )
  ORDER BY u."id", k."rank"
), "created" AS (
  INSERT INTO "leasing_partner" ("id_company", "name", "short_name")
  SELECT DISTINCT "id_company", "name", "short_name" FROM "by_alias"
  ON CONFLICT DO NOTHING
  RETURNING "id", "id_company", "name"
), "target" AS (
  SELECT u."id", p."id" AS "id_partner"
  FROM "unmapped" u JOIN "leasing_partner" p
    ON p."id_company" = u."id_company" AND u."text" IN (lower(p."name"), lower(p."short_name"))
  UNION ALL
  SELECT b."id", coalesce(c."id", p."id")
  FROM "by_alias" b
  LEFT JOIN "created" c ON c."id_company" = b."id_company" AND c."name" = b."name"
  LEFT JOIN "leasing_partner" p ON p."id_company" = b."id_company" AND lower(p."name") = lower(b."name")
)
UPDATE "sales_order" o SET "id_leasing_partner" = t."id_partner"
FROM "target" t
WHERE o."id" = t."id" AND t."id_partner" IS NOT NULL;
