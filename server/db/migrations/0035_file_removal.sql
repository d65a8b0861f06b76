CREATE TABLE "file_removal" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Queues the stored photo of every deleted row for removal from the file store, in the deleting
-- transaction: a cascade from an order or a prospect queues it as surely as a deletion of its own.
CREATE FUNCTION queue_photo_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_removal (folder, name) SELECT TG_ARGV[0], photo FROM old_rows WHERE photo IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER application_document_removed AFTER DELETE ON application_document REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_photo_removal('leasingdocs');
