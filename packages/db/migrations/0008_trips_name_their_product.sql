-- An order's trip says which product wrote it (design §6a, decision 020): every order before this
-- migration is a flight.
UPDATE "orders" SET "trip" = jsonb_set("trip", '{product}', '"flight"') WHERE "product_type" = 2 AND NOT ("trip" ? 'product');
