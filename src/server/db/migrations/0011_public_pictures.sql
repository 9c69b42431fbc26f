CREATE TABLE "public_pictures" (
	"source_url" text NOT NULL,
	"cover" text NOT NULL,
	"full_url" text NOT NULL,
	"display_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"plates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_pictures_source_url_cover_pk" PRIMARY KEY("source_url","cover"),
	CONSTRAINT "public_pictures_cover_check" CHECK ("public_pictures"."cover" in ('blur', 'brand'))
);
