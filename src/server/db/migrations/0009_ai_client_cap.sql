-- Paid AI pictures per client and day (AI_DAILY_PER_CLIENT), and the sentence a visitor reads when the local engine stood in.
CREATE TABLE "ai_client_days" (
	"day" text NOT NULL,
	"client_key" text NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_client_days_day_client_key_pk" PRIMARY KEY("day","client_key")
);
--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "notice" text;