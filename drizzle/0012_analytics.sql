CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"pricing_visitors" integer NOT NULL,
	"signup_after_pricing_visitors" integer NOT NULL,
	"audit_visitors" integer NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visits" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"device" text NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_visits_day_source_referrer_host_utm_source_utm_medium_utm_campaign_landing_page_device_pk" PRIMARY KEY("day","source","referrer_host","utm_source","utm_medium","utm_campaign","landing_page","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" integer NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_route_device_metric_bucket_pk" PRIMARY KEY("day","route","device","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" bigint NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"entry" boolean DEFAULT false NOT NULL,
	"source" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"metric" text,
	"value" double precision
);
--> statement-breakpoint
CREATE TABLE "analytics_goals" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"plan" text,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" bigint,
	"visit_at" timestamp with time zone,
	"landing_page" text,
	"device" text,
	"source" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD CONSTRAINT "analytics_goals_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day","type");--> statement-breakpoint
CREATE INDEX "analytics_events_entry_idx" ON "analytics_events" USING btree ("visitor","at") WHERE "analytics_events"."entry";--> statement-breakpoint
CREATE INDEX "analytics_goals_day_idx" ON "analytics_goals" USING btree ("day");