-- The size of every stored image beside its name, so that Paket Berlangganan's storage counts the
-- photos and the logo too (docs/plans.md). Images stored before this migration have no size (null)
-- until the job plan.image_sizes, queued at every start, measures them from the store.
ALTER TABLE "company" ADD COLUMN "logo_bytes" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "photo_bytes" integer;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "photo_bytes" integer;--> statement-breakpoint
ALTER TABLE "prospect" ADD COLUMN "photo_bytes" integer;--> statement-breakpoint
ALTER TABLE "visum" ADD COLUMN "photo_bytes" integer;--> statement-breakpoint
CREATE INDEX "prospect_company_photo_bytes_idx" ON "prospect" USING btree ("id_company","photo_bytes") WHERE "prospect"."photo_bytes" is not null;--> statement-breakpoint
CREATE INDEX "prospect_unsized_photo_idx" ON "prospect" USING btree ("id") WHERE "prospect"."photo" is not null and "prospect"."photo_bytes" is null;