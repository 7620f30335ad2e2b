CREATE TABLE "bus_checkouts" (
	"checkout_id" varchar(64) PRIMARY KEY NOT NULL,
	"departure_id" bigint NOT NULL,
	"seats" jsonb NOT NULL,
	"boarding_point_id" varchar(12) NOT NULL,
	"dropping_point_id" varchar(12) NOT NULL,
	"nationality" varchar(7) NOT NULL,
	"amount" integer NOT NULL,
	"held_by" varchar(64),
	"order_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bus_checkouts_nationality" CHECK ("bus_checkouts"."nationality" in ('local', 'foreign'))
);
--> statement-breakpoint
CREATE TABLE "bus_departures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_code" varchar(24) NOT NULL,
	"service_date" date NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"local_fare" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"counter_women" varchar(3)[] DEFAULT '{}' NOT NULL,
	"counter_men" varchar(3)[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "bus_departures_service_date" UNIQUE("service_code","service_date"),
	CONSTRAINT "bus_departures_fare" CHECK ("bus_departures"."local_fare" > 0),
	CONSTRAINT "bus_departures_capacity" CHECK ("bus_departures"."capacity" > 0 and cardinality("bus_departures"."counter_women") + cardinality("bus_departures"."counter_men") <= "bus_departures"."capacity")
);
--> statement-breakpoint
CREATE TABLE "bus_seats" (
	"departure_id" bigint NOT NULL,
	"seat_no" varchar(3) NOT NULL,
	"checkout_id" varchar(64) NOT NULL,
	"order_id" varchar(20),
	"gender" varchar(6) NOT NULL,
	"status" varchar(8) NOT NULL,
	"held_until" timestamp with time zone,
	CONSTRAINT "bus_seats_departure_id_seat_no_pk" PRIMARY KEY("departure_id","seat_no"),
	CONSTRAINT "bus_seats_gender" CHECK ("bus_seats"."gender" in ('male', 'female')),
	CONSTRAINT "bus_seats_status" CHECK ("bus_seats"."status" in ('held', 'sold')),
	CONSTRAINT "bus_seats_hold" CHECK (("bus_seats"."order_id" is null) = ("bus_seats"."held_until" is not null) and ("bus_seats"."status" = 'held' or "bus_seats"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bus_checkouts" ADD CONSTRAINT "bus_checkouts_departure_id_bus_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."bus_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_seats" ADD CONSTRAINT "bus_seats_departure_id_bus_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."bus_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_seats" ADD CONSTRAINT "bus_seats_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_checkouts_expires" ON "bus_checkouts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bus_departures_date" ON "bus_departures" USING btree ("service_date");--> statement-breakpoint
CREATE INDEX "bus_seats_order" ON "bus_seats" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bus_seats_checkout" ON "bus_seats" USING btree ("checkout_id");