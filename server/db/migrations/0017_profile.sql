CREATE TABLE "email_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "push_muted" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change" ADD CONSTRAINT "email_change_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_user_idx" ON "email_change" USING btree ("id_user");--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_language_check" CHECK ("app_user"."language" in ('id', 'en'));--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_push_muted_check" CHECK ("app_user"."push_muted" <@ array['new_prospects', 'prospect_updates', 'collaboration', 'follow_up_decisions', 'orders', 'system']::text[]);