CREATE TABLE "forgotten_wraps" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"forgotten_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"uploads" integer NOT NULL,
	"wraps" integer NOT NULL,
	"quotes" integer NOT NULL,
	"files" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_photos" (
	"photo_id" text PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_car_wrap_request_id_car_wrap_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "car_wrap_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "retention_runs_ran_idx" ON "retention_runs" USING btree ("ran_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploaded_photos_uploaded_idx" ON "uploaded_photos" USING btree ("uploaded_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_car_wrap_request_id_car_wrap_requests_id_fk" FOREIGN KEY ("car_wrap_request_id") REFERENCES "public"."car_wrap_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_wrap_requests_photo_idx" ON "car_wrap_requests" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "quotes_car_wrap_request_idx" ON "quotes" USING btree ("car_wrap_request_id");