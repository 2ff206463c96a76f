ALTER TABLE "bookings" ADD COLUMN "guest_locale" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;