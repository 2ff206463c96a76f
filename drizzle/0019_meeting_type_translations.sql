-- Issue 33 point 8: a meeting type's name and description in the site's other languages (the booking page
-- shows the visitor's, else the base text, field by field).
ALTER TABLE "meeting_types" ADD COLUMN "name_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "description_translation" jsonb DEFAULT '{}'::jsonb NOT NULL;