-- The shop's funnel: counters per UTC day, event and embedding site; no visitor is named.
CREATE TABLE "funnel_days" (
	"day" text NOT NULL,
	"event" text NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_days_day_event_site_pk" PRIMARY KEY("day","event","site"),
	CONSTRAINT "funnel_days_event_check" CHECK ("funnel_days"."event" in ('page-view', 'photo-chosen', 'look-tried', 'preview-made', 'quote-sent'))
);
