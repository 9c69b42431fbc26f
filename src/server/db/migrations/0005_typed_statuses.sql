-- A stage the code does not know has always been shown as failed: it is stored so before the check.
UPDATE "car_wrap_requests" SET "status" = 'failed' WHERE "status" NOT IN ('queued', 'analyzing', 'rendering', 'finishing', 'done', 'failed');--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD CONSTRAINT "car_wrap_requests_status_check" CHECK ("car_wrap_requests"."status" in ('queued', 'analyzing', 'rendering', 'finishing', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "completed_wraps" ADD CONSTRAINT "completed_wraps_review_status_check" CHECK ("completed_wraps"."review_status" in ('pending', 'approved', 'hidden'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_email_status_check" CHECK ("quotes"."email_status" in ('pending', 'confirming', 'sent', 'unconfirmed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('new', 'contacted', 'quoted', 'won', 'lost'));