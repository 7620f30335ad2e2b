ALTER TABLE "inventory_events" DROP CONSTRAINT "inventory_events_kind";--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD COLUMN "rate" integer;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_rate" CHECK ("hotel_room_nights"."rate" is null or "hotel_room_nights"."rate" > 0);--> statement-breakpoint
ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_kind" CHECK ("inventory_events"."kind" in ('flight.seats', 'flight.discount', 'flight.fare', 'hotel.allotment', 'hotel.rate'));