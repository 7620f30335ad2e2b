CREATE TABLE "price_history" (
	"product" varchar(10) NOT NULL,
	"item_key" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL,
	"price_date" date NOT NULL,
	"source" varchar(10) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_product_item_key_day_pk" PRIMARY KEY("product","item_key","day"),
	CONSTRAINT "price_history_product" CHECK ("price_history"."product" in ('flight', 'hotel')),
	CONSTRAINT "price_history_source" CHECK ("price_history"."source" in ('observed', 'backfill')),
	CONSTRAINT "price_history_price" CHECK ("price_history"."price" > 0)
);
--> statement-breakpoint
CREATE INDEX "price_history_day" ON "price_history" USING btree ("product","day");