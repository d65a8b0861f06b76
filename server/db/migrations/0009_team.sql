CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer,
	"message" text NOT NULL,
	"page" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_target" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"month" text NOT NULL,
	"id_user" integer,
	"id_group" integer,
	"prospects" integer DEFAULT 0 NOT NULL,
	"follow_ups" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_target_month_check" CHECK ("sales_target"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "sales_target_holder_check" CHECK (("sales_target"."id_user" is null) <> ("sales_target"."id_group" is null)),
	CONSTRAINT "sales_target_counts_check" CHECK ("prospects" >= 0 and "follow_ups" >= 0 and "visits" >= 0 and "orders" >= 0 and "deals" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visum" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_group" integer,
	"id_prospect" integer,
	"purpose" text NOT NULL,
	"notes" text,
	"photo" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visum_purpose_check" CHECK ("visum"."purpose" in ('rumah', 'perusahaan', 'pameran', 'lainnya')),
	CONSTRAINT "visum_place_check" CHECK (("visum"."latitude" is null) = ("visum"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visum" ADD CONSTRAINT "visum_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visum" ADD CONSTRAINT "visum_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visum" ADD CONSTRAINT "visum_id_group_user_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."user_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visum" ADD CONSTRAINT "visum_id_prospect_prospect_id_fk" FOREIGN KEY ("id_prospect") REFERENCES "public"."prospect"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_company_created_idx" ON "feedback" USING btree ("id_company","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_target_user_month_uq" ON "sales_target" USING btree ("id_company","month","id_user") WHERE "sales_target"."id_user" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_target_group_month_uq" ON "sales_target" USING btree ("id_company","month","id_group") WHERE "sales_target"."id_group" is not null;--> statement-breakpoint
CREATE INDEX "visum_company_visited_idx" ON "visum" USING btree ("id_company","visited_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visum_company_user_idx" ON "visum" USING btree ("id_company","id_user","visited_at");--> statement-breakpoint
CREATE INDEX "visum_company_group_idx" ON "visum" USING btree ("id_company","id_group");--> statement-breakpoint
CREATE INDEX "visum_prospect_idx" ON "visum" USING btree ("id_prospect") WHERE "visum"."id_prospect" is not null;