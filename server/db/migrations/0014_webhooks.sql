-- Outgoing webhooks (docs/webhooks.md). The notification type 'Webhook' only widens its CHECK.
CREATE TABLE "webhook_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_delivery" text NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"response_body" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_endpoint" integer NOT NULL,
	"event" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "webhook_delivery_event_check" CHECK ("webhook_delivery"."event" in ('prospect.created', 'prospect.assigned', 'followup.recorded', 'order.submitted', 'order.approved', 'order.rejected', 'import.finished', 'ping')),
	CONSTRAINT "webhook_delivery_status_check" CHECK ("webhook_delivery"."status" in ('pending', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret" "bytea" NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_in_row" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoint_status_check" CHECK ("webhook_endpoint"."status" in ('active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_tipe_check";--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_id_delivery_webhook_delivery_id_fk" FOREIGN KEY ("id_delivery") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_id_endpoint_webhook_endpoint_id_fk" FOREIGN KEY ("id_endpoint") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempt_delivery_idx" ON "webhook_attempt" USING btree ("id_delivery","attempt");--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_created_idx" ON "webhook_delivery" USING btree ("id_endpoint","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_delivery_open_idx" ON "webhook_delivery" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_company_idx" ON "webhook_endpoint" USING btree ("id_company");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_tipe_check" CHECK ("notification"."tipe" in ('Prospek', 'Order', 'Webhook'));