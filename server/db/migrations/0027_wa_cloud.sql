CREATE TABLE "wa_cloud_account" (
	"id_company" integer PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"business_account_id" text NOT NULL,
	"access_token" "bytea" NOT NULL,
	"app_secret" "bytea" NOT NULL,
	"verify_token" text NOT NULL,
	"display_phone" text,
	"verified_name" text,
	"quality_rating" text,
	"messaging_limit" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_cloud_event" (
	"id_company" integer NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_cloud_event_id_company_event_key_pk" PRIMARY KEY("id_company","event_key")
);
--> statement-breakpoint
DROP INDEX "chat_room_user_phone_uq";--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "transport" text DEFAULT 'linked' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "transport" text DEFAULT 'linked' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_room" ADD COLUMN "transport" text DEFAULT 'linked' NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_cloud_account" ADD CONSTRAINT "wa_cloud_account_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_cloud_event" ADD CONSTRAINT "wa_cloud_event_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wa_cloud_account_phone_number_uq" ON "wa_cloud_account" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "chat_message_cloud_outbox_idx" ON "chat_message" USING btree ("id_company","id") WHERE "chat_message"."transport" = 'cloud' and "chat_message"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "chat_room_company_phone_idx" ON "chat_room" USING btree ("id_company","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_room_user_phone_uq" ON "chat_room" USING btree ("id_user","phone","transport");--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_transport_check" CHECK ("broadcast"."transport" in ('linked', 'cloud'));--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_transport_check" CHECK ("chat_message"."transport" in ('linked', 'cloud'));--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_transport_check" CHECK ("chat_room"."transport" in ('linked', 'cloud'));