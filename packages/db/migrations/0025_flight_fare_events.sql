-- An employee refiling a flight number's fares of a cabin is an inventory event too (issue 20 item 4).
ALTER TABLE "inventory_events" DROP CONSTRAINT "inventory_events_kind";--> statement-breakpoint
ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_kind" CHECK ("inventory_events"."kind" in ('flight.seats', 'flight.discount', 'flight.fare', 'hotel.allotment'));