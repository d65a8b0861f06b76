ALTER TABLE "company" ADD COLUMN "linked_broadcasts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "linked_broadcast_cap" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "meta_template" text;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "waiting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "waiting_for" text;--> statement-breakpoint
ALTER TABLE "broadcast_recipient" ADD COLUMN "meta_params" jsonb;--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "meta_template" text;--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "meta_params" jsonb;--> statement-breakpoint
ALTER TABLE "chat_room" ADD COLUMN "last_incoming_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_status" text;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_category" text;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_reason" text;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_id" text;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_name" text;--> statement-breakpoint
ALTER TABLE "wa_template" ADD COLUMN "meta_params" jsonb;--> statement-breakpoint
CREATE INDEX "broadcast_recipient_open_idx" ON "broadcast_recipient" USING btree ("id_broadcast","id") WHERE "broadcast_recipient"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "wa_template_meta_idx" ON "wa_template" USING btree ("id_company","meta_id") WHERE "wa_template"."meta_id" is not null;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_linked_broadcast_cap_check" CHECK ("company"."linked_broadcast_cap" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_waiting_for_check" CHECK ("broadcast"."waiting_for" in ('daily_cap', 'messaging_limit'));--> statement-breakpoint
ALTER TABLE "wa_template" ADD CONSTRAINT "wa_template_meta_status_check" CHECK ("wa_template"."meta_status" in ('pending', 'approved', 'rejected', 'paused', 'disabled'));--> statement-breakpoint
ALTER TABLE "wa_template" ADD CONSTRAINT "wa_template_meta_category_check" CHECK ("wa_template"."meta_category" in ('marketing', 'utility'));--> statement-breakpoint
UPDATE "chat_room" r SET "last_incoming_at" = (SELECT max(m."created_at") FROM "chat_message" m WHERE m."id_room" = r."id" AND m."direction" = 'in');
--> statement-breakpoint
UPDATE "company" SET "linked_broadcasts" = true, "linked_broadcast_cap" = 200 WHERE "id" IN (SELECT "id_company" FROM "broadcast" WHERE "transport" = 'linked');
