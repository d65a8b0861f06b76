CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "prospect_name_trgm_idx" ON "prospect" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospect_phone_trgm_idx" ON "prospect" USING gin ("phone" gin_trgm_ops);
