-- The console's order search (issue 20): pg_trgm is a trusted extension, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The people an order names, wherever its product keeps them: every object with a firstName in its
-- travellers or in any item's trip (a flight's passengers, a stay's guests, the insured), found by the
-- path alone so no product is named here, with the NRC printed as on the card when the object has one.
CREATE FUNCTION "ops_order_search_text"(p_order_id varchar) RETURNS text LANGUAGE sql STABLE AS $$
  select nullif(lower(string_agg(
    trim(coalesce(p->>'firstName', '') || ' ' || coalesce(p->>'lastName', ''))
      || coalesce(' ' || (p->>'divisionCode') || '/' || (p->>'townshipCode') || '(' || (p->>'nrcType') || ')' || (p->>'nrcNumber'), ''),
    ' | ')), '')
  from (select o.travellers as doc from orders o where o.order_id = p_order_id
        union all select i.trip from order_items i where i.order_id = p_order_id) docs,
       jsonb_path_query(docs.doc, 'strict $.** ? (exists(@.firstName))') as people(p)
$$;--> statement-breakpoint
-- The same people's names for the console's list, each once, travellers first, then by item.
CREATE FUNCTION "ops_order_people"(p_order_id varchar) RETURNS text[] LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(name order by item_no, n), '{}') from (
    select distinct on (name) name, item_no, n from (
      select trim(coalesce(p->>'firstName', '') || ' ' || coalesce(p->>'lastName', '')) as name, docs.item_no, people.n
      from (select 0 as item_no, o.travellers as doc from orders o where o.order_id = p_order_id
            union all select i.item_no, i.trip from order_items i where i.order_id = p_order_id) docs,
           jsonb_path_query(docs.doc, 'strict $.** ? (exists(@.firstName))') with ordinality as people(p, n)
    ) named where name <> '' order by name, item_no, n
  ) firsts
$$;--> statement-breakpoint
-- Written when the items are placed (one statement per order) and when a trip or the travellers change
-- (an account's deletion forgets them), so the search never keeps a name the order no longer has.
CREATE FUNCTION "ops_order_search_items_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET search_text = ops_order_search_text(orders.order_id) WHERE orders.order_id IN (SELECT DISTINCT order_id FROM placed_items);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "ops_order_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET search_text = ops_order_search_text(NEW.order_id) WHERE orders.order_id = NEW.order_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_search_placed" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS placed_items FOR EACH STATEMENT EXECUTE FUNCTION ops_order_search_items_placed();--> statement-breakpoint
CREATE TRIGGER "order_items_search_changed" AFTER UPDATE OF "trip" ON "order_items" FOR EACH ROW WHEN (OLD.trip IS DISTINCT FROM NEW.trip) EXECUTE FUNCTION ops_order_search_changed();--> statement-breakpoint
CREATE TRIGGER "orders_search_changed" AFTER UPDATE OF "travellers" ON "orders" FOR EACH ROW WHEN (OLD.travellers IS DISTINCT FROM NEW.travellers) EXECUTE FUNCTION ops_order_search_changed();--> statement-breakpoint
-- The orders placed before this migration.
UPDATE "orders" SET "search_text" = ops_order_search_text("order_id");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_contact_phone" ON "orders" USING btree (("contact"->>'phoneNumber'));--> statement-breakpoint
CREATE INDEX "orders_search_text" ON "orders" USING gin ("search_text" gin_trgm_ops);
