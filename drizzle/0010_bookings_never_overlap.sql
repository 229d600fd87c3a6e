-- Two live bookings never share a moment of [start, end + buffer): PostgreSQL refuses the second
-- (SQLSTATE 23P01), whichever instance sends it. drizzle-kit cannot describe an exclusion
-- constraint, so it is written here by hand; PGlite enforces it the same way.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("cancelled_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_check" CHECK ("ends_at" > "starts_at" AND "blocked_until" >= "ends_at");
