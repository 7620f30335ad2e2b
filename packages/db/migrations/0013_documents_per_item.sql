-- Each item has its own document (decision 024): the documents issued so far are their order's first item's.
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_order_id_orders_order_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "item_no" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "item_no" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_pkey";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_item_no_pk" PRIMARY KEY("order_id","item_no");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_item" FOREIGN KEY ("order_id","item_no") REFERENCES "public"."order_items"("order_id","item_no") ON DELETE no action ON UPDATE no action;
