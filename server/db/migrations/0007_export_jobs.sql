CREATE TABLE "export_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"file" text,
	"error" text,
	"link_digest" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_job_kind_check" CHECK ("export_job"."kind" in ('prospect', 'followup', 'collab', 'order')),
	CONSTRAINT "export_job_format_check" CHECK ("export_job"."format" in ('csv', 'xlsx')),
	CONSTRAINT "export_job_status_check" CHECK ("export_job"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_job_company_user_created_idx" ON "export_job" USING btree ("id_company","id_user","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "export_job_created_idx" ON "export_job" USING btree ("created_at");