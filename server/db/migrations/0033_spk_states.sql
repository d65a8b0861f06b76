ALTER TABLE "company" ADD COLUMN "sales_discount_limit" bigint;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "spk_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "stnk_name" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "booking_fee" bigint;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "booking_fee_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_spk_status_check" CHECK ("sales_order"."spk_status" in ('draft', 'complete', 'done', 'void'));