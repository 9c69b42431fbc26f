ALTER TABLE "quotes" ADD COLUMN "lead_webhook_status" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_webhook_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_webhook_last_error" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_webhook_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_lead_webhook_due_idx" ON "quotes" USING btree ("lead_webhook_status","lead_webhook_next_attempt_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_webhook_status_check" CHECK ("quotes"."lead_webhook_status" in ('pending', 'delivered'));