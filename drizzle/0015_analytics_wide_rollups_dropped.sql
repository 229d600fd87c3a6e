DROP TABLE "analytics_daily_visits" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_daily_vitals" CASCADE;