DROP INDEX "prospect_company_user_idx";--> statement-breakpoint
CREATE INDEX "prospect_company_user_status_idx" ON "prospect" USING btree ("id_company","id_user","status");