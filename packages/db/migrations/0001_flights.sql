CREATE TABLE "airlines" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"color" varchar(7) NOT NULL,
	"text_color" varchar(7) NOT NULL,
	CONSTRAINT "airlines_code_iata" CHECK ("airlines"."code" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "airlines_colors" CHECK ("airlines"."color" ~ '^#[0-9A-F]{6}$' and "airlines"."text_color" ~ '^#[0-9A-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"icao" varchar(4),
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"city_en" text NOT NULL,
	"city_my" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_name_en" text NOT NULL,
	"country_name_my" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"featured_rank" smallint,
	CONSTRAINT "airports_code_iata" CHECK ("airports"."code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "flight_fares" (
	"flight_number" varchar(8) NOT NULL,
	"from_leg" smallint NOT NULL,
	"to_leg" smallint NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"cabin_class" varchar(8) NOT NULL,
	"nationality" varchar(7) NOT NULL,
	"distance_km" integer NOT NULL,
	"adult_base" integer NOT NULL,
	"adult_tax" integer NOT NULL,
	"child_base" integer NOT NULL,
	"child_tax" integer NOT NULL,
	"infant_base" integer NOT NULL,
	"infant_tax" integer NOT NULL,
	CONSTRAINT "flight_fares_flight_number_from_leg_to_leg_cabin_class_nationality_pk" PRIMARY KEY("flight_number","from_leg","to_leg","cabin_class","nationality"),
	CONSTRAINT "flight_fares_cabin" CHECK ("flight_fares"."cabin_class" in ('economy', 'business')),
	CONSTRAINT "flight_fares_nationality" CHECK ("flight_fares"."nationality" in ('local', 'foreign')),
	CONSTRAINT "flight_fares_legs" CHECK ("flight_fares"."from_leg" >= 1 and "flight_fares"."to_leg" >= "flight_fares"."from_leg"),
	CONSTRAINT "flight_fares_amounts" CHECK ("flight_fares"."adult_base" > 0 and "flight_fares"."child_base" >= 0 and "flight_fares"."infant_base" >= 0 and "flight_fares"."adult_tax" >= 0 and "flight_fares"."child_tax" >= 0 and "flight_fares"."infant_tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_route_counts" (
	"day" date NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_route_counts_day_origin_destination_pk" PRIMARY KEY("day","origin","destination")
);
--> statement-breakpoint
CREATE TABLE "flight_schedule_legs" (
	"flight_number" varchar(8) NOT NULL,
	"leg_no" smallint NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure_offset_minutes" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"distance_km" integer NOT NULL,
	CONSTRAINT "flight_schedule_legs_flight_number_leg_no_pk" PRIMARY KEY("flight_number","leg_no"),
	CONSTRAINT "flight_schedule_legs_order" CHECK ("flight_schedule_legs"."leg_no" >= 1 and "flight_schedule_legs"."departure_offset_minutes" >= 0 and "flight_schedule_legs"."duration_minutes" > 0),
	CONSTRAINT "flight_schedule_legs_route" CHECK ("flight_schedule_legs"."origin" <> "flight_schedule_legs"."destination")
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"flight_number" varchar(8) PRIMARY KEY NOT NULL,
	"airline_code" varchar(2) NOT NULL,
	"aircraft" varchar(8) NOT NULL,
	"days_of_week" smallint[] NOT NULL,
	"departure_time" time NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"economy_seats" smallint NOT NULL,
	"business_seats" smallint NOT NULL,
	CONSTRAINT "flight_schedules_days" CHECK (cardinality("flight_schedules"."days_of_week") between 1 and 7 and "flight_schedules"."days_of_week" <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "flight_schedules_seats" CHECK ("flight_schedules"."economy_seats" >= 0 and "flight_schedules"."business_seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_search_sessions" (
	"cache_key" varchar(64) PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"complete" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_seats" (
	"flight_id" bigint NOT NULL,
	"leg_no" smallint NOT NULL,
	"cabin_class" varchar(8) NOT NULL,
	"capacity" smallint NOT NULL,
	"available" smallint NOT NULL,
	"waitlist_open" boolean NOT NULL,
	CONSTRAINT "flight_seats_flight_id_leg_no_cabin_class_pk" PRIMARY KEY("flight_id","leg_no","cabin_class"),
	CONSTRAINT "flight_seats_cabin" CHECK ("flight_seats"."cabin_class" in ('economy', 'business')),
	CONSTRAINT "flight_seats_available" CHECK ("flight_seats"."available" between 0 and "flight_seats"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"flight_number" varchar(8) NOT NULL,
	"service_date" date NOT NULL,
	"discount_pct" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_number_date" UNIQUE("flight_number","service_date"),
	CONSTRAINT "flights_discount" CHECK ("flights"."discount_pct" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_flight_number_flight_schedules_flight_number_fk" FOREIGN KEY ("flight_number") REFERENCES "public"."flight_schedules"("flight_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_from_leg" FOREIGN KEY ("flight_number","from_leg") REFERENCES "public"."flight_schedule_legs"("flight_number","leg_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_to_leg" FOREIGN KEY ("flight_number","to_leg") REFERENCES "public"."flight_schedule_legs"("flight_number","leg_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule_legs" ADD CONSTRAINT "flight_schedule_legs_flight_number_flight_schedules_flight_number_fk" FOREIGN KEY ("flight_number") REFERENCES "public"."flight_schedules"("flight_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule_legs" ADD CONSTRAINT "flight_schedule_legs_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule_legs" ADD CONSTRAINT "flight_schedule_legs_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_airline_code_airlines_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_seats" ADD CONSTRAINT "flight_seats_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_flight_number_flight_schedules_flight_number_fk" FOREIGN KEY ("flight_number") REFERENCES "public"."flight_schedules"("flight_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_fares_origin" ON "flight_fares" USING btree ("origin","nationality","cabin_class");--> statement-breakpoint
CREATE INDEX "flight_fares_destination" ON "flight_fares" USING btree ("destination","nationality","cabin_class");--> statement-breakpoint
CREATE INDEX "flight_route_counts_origin_day" ON "flight_route_counts" USING btree ("origin","day");--> statement-breakpoint
CREATE INDEX "flight_search_sessions_request" ON "flight_search_sessions" USING btree ("request_key","created_at");--> statement-breakpoint
CREATE INDEX "flight_search_sessions_expires" ON "flight_search_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "flights_service_date" ON "flights" USING btree ("service_date");