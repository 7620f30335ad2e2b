CREATE TABLE "hotel_room_nights" (
	"room_type_id" varchar(20) NOT NULL,
	"night" date NOT NULL,
	"capacity" smallint NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_nights_taken" CHECK ("hotel_room_nights"."taken" >= 0 and "hotel_room_nights"."taken" <= "hotel_room_nights"."capacity")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"room_type_id" varchar(20) PRIMARY KEY NOT NULL,
	"hotel_id" varchar(12) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"bed_type" varchar(10) NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"room_count" smallint NOT NULL,
	"rates" jsonb NOT NULL,
	CONSTRAINT "hotel_room_types_bed" CHECK ("hotel_room_types"."bed_type" in ('single', 'twin', 'double', 'queen', 'king', 'bunk')),
	CONSTRAINT "hotel_room_types_occupancy" CHECK ("hotel_room_types"."max_adults" >= 1 and "hotel_room_types"."max_children" >= 0 and "hotel_room_types"."room_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"hotel_id" varchar(12) PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"destination_id" smallint NOT NULL,
	"township_slug" varchar(60) NOT NULL,
	"type" varchar(20) NOT NULL,
	"stars" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"description_en" text NOT NULL,
	"description_my" text NOT NULL,
	"address_en" text NOT NULL,
	"address_my" text NOT NULL,
	"amenities" text[] NOT NULL,
	"policies" jsonb NOT NULL,
	CONSTRAINT "hotels_slug" UNIQUE("slug"),
	CONSTRAINT "hotels_type" CHECK ("hotels"."type" in ('hotel', 'resort', 'guest_house', 'serviced_apartment', 'motel')),
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"order_id" varchar(20) NOT NULL,
	"room_type_id" varchar(20) NOT NULL,
	"night" date NOT NULL,
	"rooms" smallint NOT NULL,
	"status" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_holds_order_id_room_type_id_night_pk" PRIMARY KEY("order_id","room_type_id","night"),
	CONSTRAINT "room_holds_rooms" CHECK ("room_holds"."rooms" > 0),
	CONSTRAINT "room_holds_status" CHECK ("room_holds"."status" in ('held', 'sold', 'released'))
);
--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("room_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("hotel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_room_type_id_night_hotel_room_nights_room_type_id_night_fk" FOREIGN KEY ("room_type_id","night") REFERENCES "public"."hotel_room_nights"("room_type_id","night") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_destination" ON "hotels" USING btree ("destination_id","stars");