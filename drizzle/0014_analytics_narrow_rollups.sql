CREATE TABLE "analytics_daily_speed" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" integer NOT NULL,
	CONSTRAINT "analytics_daily_speed_day_dimension_value_metric_bucket_pk" PRIMARY KEY("day","dimension","value","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_traffic" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"landing_page" text NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_traffic_day_dimension_source_referrer_host_utm_source_utm_medium_utm_campaign_landing_page_pk" PRIMARY KEY("day","dimension","source","referrer_host","utm_source","utm_medium","utm_campaign","landing_page")
);
--> statement-breakpoint
-- The days already rolled up, from the wide tables: a key's visitors there were counted per
-- combination of every dimension, so their sum over the others may count a visitor twice.
INSERT INTO "analytics_daily_traffic" ("day", "dimension", "source", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "landing_page", "visits", "visitors")
SELECT "day", 'source', "source", '', '', '', '', '', sum("visits"), sum("visitors") FROM "analytics_daily_visits" GROUP BY "day", "source"
UNION ALL
SELECT "day", 'referrer', '', "referrer_host", '', '', '', '', sum("visits"), sum("visitors") FROM "analytics_daily_visits" GROUP BY "day", "referrer_host"
UNION ALL
SELECT "day", 'campaign', '', '', "utm_source", "utm_medium", "utm_campaign", '', sum("visits"), sum("visitors") FROM "analytics_daily_visits" GROUP BY "day", "utm_source", "utm_medium", "utm_campaign"
UNION ALL
SELECT "day", 'landing_page', '', '', '', '', '', "landing_page", sum("visits"), sum("visitors") FROM "analytics_daily_visits" GROUP BY "day", "landing_page";
--> statement-breakpoint
INSERT INTO "analytics_daily_speed" ("day", "dimension", "value", "metric", "bucket", "samples")
SELECT "day", 'route', "route", "metric", "bucket", sum("samples") FROM "analytics_daily_vitals" GROUP BY "day", "route", "metric", "bucket"
UNION ALL
SELECT "day", 'device', "device", "metric", "bucket", sum("samples") FROM "analytics_daily_vitals" GROUP BY "day", "device", "metric", "bucket";
