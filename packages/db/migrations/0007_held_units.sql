ALTER TABLE "orders" ADD COLUMN "held_units" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before the column was there are flights: the seats they hold are the adults and
-- children they were searched for (infants travel on a lap).
UPDATE "orders" SET "held_units" = coalesce(("trip"->'request'->>'adult')::int, 0) + coalesce(("trip"->'request'->>'child')::int, 0) WHERE "flow" = 'online';
