ALTER TABLE "wa_cloud_account" ADD COLUMN "sends_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wa_cloud_account" ADD COLUMN "retry_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "wa_cloud_event_created_idx" ON "wa_cloud_event" USING btree ("created_at");