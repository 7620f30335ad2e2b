CREATE TABLE "content_pages" (
	"slug" varchar(80) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body_markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_lang_pk" PRIMARY KEY("slug","lang"),
	CONSTRAINT "content_pages_lang" CHECK ("content_pages"."lang" in ('en', 'mm'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_my" text NOT NULL,
	"phone_code" varchar(4) NOT NULL,
	CONSTRAINT "countries_code_upper" CHECK ("countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin_currency" varchar(3) NOT NULL,
	"convert_currency" varchar(3) NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"source" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_effective" ON "exchange_rates" USING btree ("origin_currency","convert_currency","effective_at");