CREATE TABLE "hotel_photos" (
	"hotel_id" varchar(12) NOT NULL,
	"position" smallint NOT NULL,
	"room_code" varchar(30),
	"kind" varchar(12) NOT NULL,
	"image_id" varchar(40) NOT NULL,
	"caption_en" text NOT NULL,
	"caption_my" text NOT NULL,
	CONSTRAINT "hotel_photos_hotel_id_position_pk" PRIMARY KEY("hotel_id","position"),
	CONSTRAINT "hotel_photos_kind" CHECK ("hotel_photos"."kind" in ('exterior', 'view', 'lobby', 'pool', 'breakfast', 'room', 'bathroom'))
);
--> statement-breakpoint
CREATE TABLE "hotel_review_reports" (
	"review_id" uuid NOT NULL,
	"reporter_key" varchar(64) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_review_reports_review_id_reporter_key_pk" PRIMARY KEY("review_id","reporter_key"),
	CONSTRAINT "hotel_review_reports_reason" CHECK ("hotel_review_reports"."reason" in ('offensive', 'not_about_stay', 'personal_data', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"review_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" varchar(20) NOT NULL,
	"hotel_id" varchar(12) NOT NULL,
	"score" smallint NOT NULL,
	"body" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"reviewer_name" text NOT NULL,
	"stayed_from" date NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"hidden_by" varchar(40),
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "hotel_reviews_score" CHECK ("hotel_reviews"."score" between 1 and 10),
	CONSTRAINT "hotel_reviews_status" CHECK ("hotel_reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "hotel_reviews_language" CHECK ("hotel_reviews"."language" in ('en', 'my'))
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" varchar(40) NOT NULL,
	"width" smallint NOT NULL,
	"format" varchar(4) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "image_variants_format" CHECK ("image_variants"."format" in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"image_id" varchar(40) PRIMARY KEY NOT NULL,
	"media_type" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_media_type" CHECK ("images"."media_type" in ('image/svg+xml', 'image/jpeg', 'image/png', 'image/webp', 'image/avif')),
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD CONSTRAINT "hotel_photos_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD CONSTRAINT "hotel_photos_image_id_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("image_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_review_reports" ADD CONSTRAINT "hotel_review_reports_review_id_hotel_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."hotel_reviews"("review_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("image_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel" ON "hotel_reviews" USING btree ("hotel_id","status","created_at");