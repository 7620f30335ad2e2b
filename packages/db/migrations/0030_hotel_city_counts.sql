CREATE TABLE "hotel_city_counts" (
	"day" date NOT NULL,
	"place_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_city_counts_day_place_id_pk" PRIMARY KEY("day","place_id")
);
--> statement-breakpoint
CREATE INDEX "hotel_city_counts_day" ON "hotel_city_counts" USING btree ("day");