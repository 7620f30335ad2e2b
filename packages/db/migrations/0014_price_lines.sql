-- Each item carries its price lines (decision 024); the order's breakdown is a view over them.
ALTER TABLE "order_items" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An order of one item (every order placed before baskets): its lines are its stored breakdown's, without the order's promotion.
UPDATE "order_items" AS i SET "price_lines" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('kind', l.kind, 'amount', l.amount) ORDER BY l.position)
  FROM "orders" AS o,
    LATERAL (VALUES
      (1, 'fare', coalesce((o.breakdown->>'subTotal')::int, 0)),
      (2, 'airline_taxes', coalesce((o.breakdown->>'airlineTaxes')::int, 0)),
      (3, 'taxes', coalesce((o.breakdown->>'taxes')::int, 0)),
      (4, 'convenience_fees', coalesce((o.breakdown->>'convenienceFees')::int, 0)),
      (5, 'discount', coalesce((o.breakdown->>'discount')::int, 0)),
      (6, 'insurance', coalesce((o.breakdown->>'insurance')::int, 0))
    ) AS l(position, kind, amount)
  WHERE o.order_id = i.order_id AND l.amount > 0
), '[]'::jsonb)
WHERE (SELECT count(*) FROM "order_items" AS j WHERE j.order_id = i.order_id) = 1;--> statement-breakpoint
-- An item of a basket placed before this migration (none outside tests): its amount as one line.
UPDATE "order_items" SET "price_lines" = jsonb_build_array(jsonb_build_object('kind', 'fare', 'amount', "amount"))
WHERE "price_lines" = '[]'::jsonb AND "amount" > 0;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_lines" DROP DEFAULT;
