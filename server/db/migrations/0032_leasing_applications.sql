CREATE TABLE "application_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_application" integer NOT NULL,
	"kind" text NOT NULL,
	"photo" text NOT NULL,
	"photo_bytes" integer,
	"id_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_document_kind_check" CHECK ("application_document"."kind" in ('ktp', 'kk', 'proof_of_income', 'house_photo', 'npwp'))
);
--> statement-breakpoint
CREATE TABLE "leasing_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_order" integer NOT NULL,
	"id_leasing_partner" integer NOT NULL,
	"id_user" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"down_payment" bigint NOT NULL,
	"tenor" smallint NOT NULL,
	"instalment" bigint NOT NULL,
	"required_documents" text[] NOT NULL,
	"survey_at" timestamp with time zone,
	"surveyor" text,
	"approved_down_payment" bigint,
	"approved_tenor" smallint,
	"approved_instalment" bigint,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leasing_application_status_check" CHECK ("leasing_application"."status" in ('submitted', 'survey', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leasing_application_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_application" integer NOT NULL,
	"id_user" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leasing_application_event_to_status_check" CHECK ("leasing_application_event"."to_status" in ('submitted', 'survey', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leasing_application_event_from_status_check" CHECK ("leasing_application_event"."from_status" in ('submitted', 'survey', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "webhook_delivery" DROP CONSTRAINT "webhook_delivery_event_check";--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "down_payment_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_document" ADD CONSTRAINT "application_document_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_document" ADD CONSTRAINT "application_document_id_application_leasing_application_id_fk" FOREIGN KEY ("id_application") REFERENCES "public"."leasing_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_document" ADD CONSTRAINT "application_document_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application" ADD CONSTRAINT "leasing_application_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application" ADD CONSTRAINT "leasing_application_id_order_sales_order_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application" ADD CONSTRAINT "leasing_application_id_leasing_partner_leasing_partner_id_fk" FOREIGN KEY ("id_leasing_partner") REFERENCES "public"."leasing_partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application" ADD CONSTRAINT "leasing_application_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application_event" ADD CONSTRAINT "leasing_application_event_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application_event" ADD CONSTRAINT "leasing_application_event_id_application_leasing_application_id_fk" FOREIGN KEY ("id_application") REFERENCES "public"."leasing_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_application_event" ADD CONSTRAINT "leasing_application_event_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_document_kind_uq" ON "application_document" USING btree ("id_application","kind");--> statement-breakpoint
CREATE INDEX "leasing_application_order_idx" ON "leasing_application" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "leasing_application_company_partner_idx" ON "leasing_application" USING btree ("id_company","id_leasing_partner","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_application_open_uq" ON "leasing_application" USING btree ("id_order","id_leasing_partner") WHERE "leasing_application"."status" in ('submitted', 'survey', 'approved');--> statement-breakpoint
CREATE INDEX "leasing_application_event_application_idx" ON "leasing_application_event" USING btree ("id_application","created_at");--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_check" CHECK ("webhook_delivery"."event" in ('prospect.created', 'prospect.assigned', 'followup.recorded', 'order.submitted', 'order.approved', 'order.rejected', 'leasing.submitted', 'leasing.decided', 'import.finished', 'ping'));