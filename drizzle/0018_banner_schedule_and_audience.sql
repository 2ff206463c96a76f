-- Issue 33, banners: a start beside the end (the island hides a banner until then; the job banner-schedule
-- renders pages again when one starts or ends), an audience (everyone, members signed in, visitors not signed
-- in) and languages (none: all); the organization's zone, which Global Settings writes those dates in.
ALTER TABLE "banners" ADD COLUMN "start_date_promotion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "audience_languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;