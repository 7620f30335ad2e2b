CREATE TABLE "promotion_uses" (
	"code" varchar(32) NOT NULL,
	"customer" text NOT NULL,
	"order_id" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_code_order_id_pk" PRIMARY KEY("code","order_id")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "product_types" smallint[];--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_code_promotions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_customer" ON "promotion_uses" USING btree ("code","customer");--> statement-breakpoint
CREATE INDEX "wallet_topups_reconcile_after" ON "wallet_topups" USING btree ("reconcile_after") WHERE "wallet_topups"."reconcile_after" is not null;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_per_customer_limit" CHECK ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" > 0);--> statement-breakpoint
-- Every order that holds a promotion's use today gets its row (decision 027), so the per-customer count
-- and giving a use back start exact: an order whose hold ended gave its use back; any other order
-- with a code took one (a cancelled order kept it until now; cancelling gives it back from now on).
INSERT INTO "promotion_uses" ("code", "customer", "order_id", "created_at")
SELECT o."promo_code", CASE WHEN o."user_id" IS NOT NULL THEN 'user:' || o."user_id" ELSE 'email:' || lower(o."contact_email") END, o."order_id", o."created_at"
FROM "orders" o JOIN "promotions" p ON p."code" = o."promo_code"
WHERE o."status" <> 'expired'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Top-ups still pending are asked about at their provider (decision 016's reconciliation, now theirs too).
UPDATE "wallet_topups" SET "reconcile_after" = "created_at" + interval '3 minutes' WHERE "status" = 'pending';
