ALTER TABLE "import_batch" ADD COLUMN "tally" jsonb;--> statement-breakpoint
ALTER TABLE "import_batch" ADD COLUMN "forecast" jsonb;