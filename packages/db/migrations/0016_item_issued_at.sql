ALTER TABLE "order_items" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
-- Items already issued: the time of their first ticket.issued event. Events before order items named
-- no items (migration 0012): those were the order's one item.
UPDATE "order_items" AS i SET "issued_at" = e.issued_at
FROM (
  SELECT "order_id", item.value::smallint AS item_no, min("created_at") AS issued_at
  FROM "order_events", jsonb_array_elements_text(coalesce("data"->'items', '[1]'::jsonb)) AS item
  WHERE "type" = 'ticket.issued'
  GROUP BY "order_id", item.value
) AS e
WHERE i."order_id" = e."order_id" AND i."item_no" = e.item_no;
