CREATE TABLE "import_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"source" text DEFAULT 'lainnya' NOT NULL,
	"default_status" text DEFAULT 'Low' NOT NULL,
	"owner_mode" text DEFAULT 'unassigned' NOT NULL,
	"id_owner" integer,
	"attempt" smallint DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"error" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undo_removed" integer,
	"undo_kept" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batch_status_check" CHECK ("import_batch"."status" in ('uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled', 'undone')),
	CONSTRAINT "import_batch_file_kind_check" CHECK ("import_batch"."file_kind" in ('csv', 'xlsx')),
	CONSTRAINT "import_batch_source_check" CHECK ("import_batch"."source" in ('walk-in', 'pameran', 'roadshow', 'referral', 'website', 'media sosial', 'leasing', 'repeat order', 'lainnya')),
	CONSTRAINT "import_batch_default_status_check" CHECK ("import_batch"."default_status" in ('Low', 'Medium', 'Hot', 'Deal', 'Not Deal')),
	CONSTRAINT "import_batch_owner_mode_check" CHECK ("import_batch"."owner_mode" in ('user', 'rule', 'unassigned'))
);
--> statement-breakpoint
CREATE TABLE "import_mapping" (
	"id_company" integer NOT NULL,
	"header" text NOT NULL,
	"field" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mapping_id_company_header_pk" PRIMARY KEY("id_company","header")
);
--> statement-breakpoint
CREATE TABLE "import_row" (
	"id_import" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"row_number" integer NOT NULL,
	"verdict" text NOT NULL,
	"reason" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "import_row_verdict_check" CHECK ("import_row"."verdict" in ('ok', 'duplicate', 'invalid'))
);
--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "id_import" integer;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_id_owner_app_user_id_fk" FOREIGN KEY ("id_owner") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mapping" ADD CONSTRAINT "import_mapping_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_row" ADD CONSTRAINT "import_row_id_import_import_batch_id_fk" FOREIGN KEY ("id_import") REFERENCES "public"."import_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_company_created_idx" ON "import_batch" USING btree ("id_company","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_batch_active_idx" ON "import_batch" USING btree ("status") WHERE "import_batch"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_row_batch_idx" ON "import_row" USING btree ("id_import","attempt","row_number");--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_id_import_import_batch_id_fk" FOREIGN KEY ("id_import") REFERENCES "public"."import_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_import_idx" ON "prospect" USING btree ("id_import") WHERE "prospect"."id_import" is not null;