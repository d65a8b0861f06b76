-- Each column that takes a vocabulary of domain/ refuses any other value (docs/database.md). Existing rows
-- are checked as the constraints are added: a row outside its list stops the migration, which then
-- changes nothing, rather than being rewritten to a value nobody chose.
ALTER TABLE "product" ADD CONSTRAINT "product_category_check" CHECK ("product"."category" in ('matic', 'sport', 'bebek'));--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_name_module_check" CHECK ("role_permission"."name_module" in ('Master Target', 'Prospect', 'Distribusi Data', 'Template Whatsapp', 'Product', 'Collaboration', 'groups', 'Validation Product Order', 'user_management', 'Roles', 'Order', 'Follow Up', 'Visum', 'Chat', 'Broadcast'));--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_access_check" CHECK ("role_permission"."access" in ('enabled', 'none'));--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_import_check" CHECK ("role_permission"."import" in ('enabled', 'none'));--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_export_check" CHECK ("role_permission"."export" in ('Not Set', 'none', 'own', 'group', 'all'));--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_status_check" CHECK ("app_user"."status" in ('pending', 'active', 'rejected', 'disabled'));--> statement-breakpoint
ALTER TABLE "collab" ADD CONSTRAINT "collab_status_check" CHECK ("collab"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_method_check" CHECK ("follow_up"."method" in ('whatsapp', 'telepon', 'kunjungan', 'tatap muka'));--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_status_check" CHECK ("follow_up"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_payment_check" CHECK ("sales_order"."payment" in ('cash', 'kredit'));--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_status_check" CHECK ("sales_order"."status" in ('pending', 'approved', 'rejected', 'indent', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_source_check" CHECK ("prospect"."source" in ('walk-in', 'pameran', 'roadshow', 'referral', 'website', 'media sosial', 'leasing', 'repeat order', 'lainnya'));--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_payment_check" CHECK ("prospect"."payment" in ('cash', 'kredit'));--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_status_check" CHECK ("prospect"."status" in ('Low', 'Medium', 'Hot', 'Deal', 'Not Deal'));--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_tipe_check" CHECK ("notification"."tipe" in ('Prospek', 'Order'));--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_status_check" CHECK ("notification"."status" in ('N', 'Y'));