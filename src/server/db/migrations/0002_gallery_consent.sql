ALTER TABLE "car_wrap_requests" ADD COLUMN "gallery_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_wraps" ADD COLUMN "gallery_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_wraps" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Rows from before consent was asked were public: they stay so.
UPDATE "car_wrap_requests" SET "gallery_consent" = true;--> statement-breakpoint
UPDATE "completed_wraps" SET "gallery_consent" = true, "review_status" = 'approved';
