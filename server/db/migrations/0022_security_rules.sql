CREATE TABLE "login_challenge" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"token_hash" text NOT NULL,
	"two_step_done" boolean DEFAULT false NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenge_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_company" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_rule" (
	"id_company" integer PRIMARY KEY NOT NULL,
	"min_password_length" integer DEFAULT 8 NOT NULL,
	"force_password_change" boolean DEFAULT false NOT NULL,
	"session_days" integer NOT NULL,
	"login_failure_limit" integer DEFAULT 10 NOT NULL,
	"lock_minutes" integer DEFAULT 15 NOT NULL,
	"two_step" text DEFAULT 'off' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_rule_two_step_check" CHECK ("security_rule"."two_step" in ('off', 'administrators', 'everyone')),
	CONSTRAINT "security_rule_min_password_length_check" CHECK ("min_password_length" between 8 and 64),
	CONSTRAINT "security_rule_session_days_check" CHECK ("session_days" between 1 and 365),
	CONSTRAINT "security_rule_login_failure_limit_check" CHECK ("login_failure_limit" between 3 and 100),
	CONSTRAINT "security_rule_lock_minutes_check" CHECK ("lock_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "user_security" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"totp_secret" "bytea",
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_challenge" ADD CONSTRAINT "login_challenge_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_code" ADD CONSTRAINT "recovery_code_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_code" ADD CONSTRAINT "recovery_code_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_rule" ADD CONSTRAINT "security_rule_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_rule" ADD CONSTRAINT "security_rule_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security" ADD CONSTRAINT "user_security_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security" ADD CONSTRAINT "user_security_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenge_user_idx" ON "login_challenge" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "recovery_code_user_idx" ON "recovery_code" USING btree ("id_user");