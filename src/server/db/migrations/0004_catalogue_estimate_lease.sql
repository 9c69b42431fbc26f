CREATE TABLE "ai_budget_days" (
	"day" text PRIMARY KEY NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wrap_films" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"line" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"finish" text NOT NULL,
	"hex" text NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "change_requests" jsonb;--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "film" jsonb;--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "size_class" text;--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "car_wrap_requests" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "wrap_films_brand_code_idx" ON "wrap_films" USING btree ("brand","code");