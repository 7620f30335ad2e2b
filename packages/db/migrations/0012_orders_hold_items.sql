CREATE TABLE "order_items" (
	"order_id" varchar(20) NOT NULL,
	"item_no" smallint NOT NULL,
	"parent_item_no" smallint,
	"product_type" smallint NOT NULL,
	"trip" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"held_units" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"supplier_reference" text,
	"document_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_order_id_item_no_pk" PRIMARY KEY("order_id","item_no"),
	CONSTRAINT "order_items_item_no" CHECK ("order_items"."item_no" > 0 and ("order_items"."parent_item_no" is null or "order_items"."parent_item_no" < "order_items"."item_no")),
	CONSTRAINT "order_items_amount" CHECK ("order_items"."amount" >= 0 and "order_items"."held_units" >= 0),
	CONSTRAINT "order_items_status" CHECK ("order_items"."status" in ('held', 'pending', 'paid', 'processing', 'completed', 'waitlisted', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "item_no" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parent" FOREIGN KEY ("order_id","parent_item_no") REFERENCES "public"."order_items"("order_id","item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_item" FOREIGN KEY ("order_id","item_no") REFERENCES "public"."order_items"("order_id","item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every order so far sold one product: it becomes its first item, with the order's trip, price before
-- any promotion, held units, status, reference and document numbers (decision 024).
INSERT INTO "order_items" ("order_id", "item_no", "product_type", "trip", "amount", "held_units", "status", "supplier_reference", "document_numbers", "created_at", "updated_at")
SELECT "order_id", 1, "product_type", "trip", "amount" + "promo_discount", "held_units", "status", "pnr", coalesce("ticket_numbers", '[]'::jsonb), "created_at", "updated_at"
FROM "orders";--> statement-breakpoint
-- A whole order's refund gave back its one item.
UPDATE "refunds" SET "item_no" = 1 WHERE "reason" IN ('cancelled', 'not_fulfilled');--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "trip";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "held_units";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "pnr";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "ticket_numbers";