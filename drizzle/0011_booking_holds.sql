ALTER TABLE "bookings" ADD COLUMN "guest_time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;