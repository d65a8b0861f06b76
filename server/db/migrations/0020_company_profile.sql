ALTER TABLE "company" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "work_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "work_start" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "work_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_time_zone_check" CHECK ("company"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_work_days_check" CHECK ("company"."work_days" <@ array[1, 2, 3, 4, 5, 6, 7]);--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_work_hours_check" CHECK ("company"."work_start" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "company"."work_end" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "company"."work_start" < "company"."work_end");