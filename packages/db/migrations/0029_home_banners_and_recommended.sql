CREATE TABLE "home_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"landing" varchar(8) NOT NULL,
	"title_en" text NOT NULL,
	"title_my" text NOT NULL,
	"text_en" text,
	"text_my" text,
	"link" text NOT NULL,
	"image_id" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(20),
	"seed_key" varchar(40),
	CONSTRAINT "home_banners_seed_key" UNIQUE("seed_key"),
	CONSTRAINT "home_banners_landing" CHECK ("home_banners"."landing" in ('all', 'flight', 'hotel')),
	CONSTRAINT "home_banners_window" CHECK ("home_banners"."ends_at" > "home_banners"."starts_at"),
	CONSTRAINT "home_banners_link" CHECK ("home_banners"."link" like '/%' and "home_banners"."link" not like '//%'),
	CONSTRAINT "home_banners_text" CHECK (("home_banners"."text_en" is null) = ("home_banners"."text_my" is null))
);
--> statement-breakpoint
CREATE TABLE "home_recommended" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_recommended_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product" varchar(12) DEFAULT 'hotel' NOT NULL,
	"hotel_id" varchar(12) NOT NULL,
	"blurb_en" text NOT NULL,
	"blurb_my" text NOT NULL,
	"image_id" varchar(40),
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(20),
	"seed_key" varchar(40),
	CONSTRAINT "home_recommended_seed_key" UNIQUE("seed_key"),
	CONSTRAINT "home_recommended_product" CHECK ("home_recommended"."product" in ('hotel')),
	CONSTRAINT "home_recommended_window" CHECK ("home_recommended"."ends_at" > "home_recommended"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_image_id_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("image_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_recommended" ADD CONSTRAINT "home_recommended_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_recommended" ADD CONSTRAINT "home_recommended_image_id_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("image_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_banners_window" ON "home_banners" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "home_recommended_window" ON "home_recommended" USING btree ("ends_at","starts_at");