CREATE TABLE "idempotency_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer,
	"id_integration_key" integer,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_caller_key_uq" UNIQUE NULLS NOT DISTINCT("id_company","id_user","id_integration_key","key"),
	CONSTRAINT "idempotency_key_caller_check" CHECK (("idempotency_key"."id_user" is null) <> ("idempotency_key"."id_integration_key" is null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_id_integration_key_integration_key_id_fk" FOREIGN KEY ("id_integration_key") REFERENCES "public"."integration_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_key_expires_idx" ON "idempotency_key" USING btree ("expires_at");