CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_name" text NOT NULL,
	"api_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_service_name_unique" UNIQUE("service_name")
);
--> statement-breakpoint
CREATE TABLE "api_request_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_wrap_request_id" uuid,
	"api_service" text NOT NULL,
	"request_type" text NOT NULL,
	"request_data" jsonb,
	"response_data" jsonb,
	"success" boolean NOT NULL,
	"error_message" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_wrap_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"original_image_url" text DEFAULT 'pending' NOT NULL,
	"original_file_name" text,
	"selected_wrap_id" text DEFAULT 'custom' NOT NULL,
	"selected_wrap_name" text NOT NULL,
	"wrap_color" text NOT NULL,
	"finish_type" text NOT NULL,
	"style_type" text NOT NULL,
	"car_hint" jsonb,
	"car_analysis" text,
	"wrapped_image_url" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_message" text,
	"provider" text,
	"unapplied" jsonb,
	"quote_submitted" boolean DEFAULT false NOT NULL,
	"quote_data" jsonb,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completed_wraps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_wrap_request_id" uuid,
	"wrap_name" text NOT NULL,
	"wrap_color" text NOT NULL,
	"finish_type" text NOT NULL,
	"style_type" text NOT NULL,
	"wrapped_image_url" text NOT NULL,
	"thumbnail_url" text,
	"car_make_model" text DEFAULT 'Unknown Model' NOT NULL,
	"is_gallery_featured" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_wrap_request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"car_model" text DEFAULT 'Vehicle from uploaded image' NOT NULL,
	"city" text NOT NULL,
	"selected_wrap_name" text NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_last_error" text,
	"email_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_car_wrap_request_id_car_wrap_requests_id_fk" FOREIGN KEY ("car_wrap_request_id") REFERENCES "public"."car_wrap_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_wraps" ADD CONSTRAINT "completed_wraps_car_wrap_request_id_car_wrap_requests_id_fk" FOREIGN KEY ("car_wrap_request_id") REFERENCES "public"."car_wrap_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_car_wrap_request_id_car_wrap_requests_id_fk" FOREIGN KEY ("car_wrap_request_id") REFERENCES "public"."car_wrap_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_logs_request_idx" ON "api_request_logs" USING btree ("car_wrap_request_id");--> statement-breakpoint
CREATE INDEX "car_wrap_requests_status_idx" ON "car_wrap_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "car_wrap_requests_created_idx" ON "car_wrap_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "completed_wraps_created_idx" ON "completed_wraps" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completed_wraps_featured_idx" ON "completed_wraps" USING btree ("display_order","created_at" DESC NULLS LAST) WHERE "completed_wraps"."is_gallery_featured";--> statement-breakpoint
CREATE INDEX "quotes_email_due_idx" ON "quotes" USING btree ("email_status","email_next_attempt_at");