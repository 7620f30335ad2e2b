CREATE TABLE "campaigns" (
	"slug" varchar(80) PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_my" text NOT NULL,
	"lead_en" text NOT NULL,
	"lead_my" text NOT NULL,
	"promo_code" varchar(32),
	"shows_from" timestamp with time zone NOT NULL,
	"shows_until" timestamp with time zone NOT NULL,
	"travel_from" date NOT NULL,
	"travel_until" date NOT NULL,
	"routes" text[] NOT NULL,
	CONSTRAINT "campaigns_slug" CHECK ("campaigns"."slug" ~ '^[a-z0-9-]{1,80}$'),
	CONSTRAINT "campaigns_shows" CHECK ("campaigns"."shows_from" < "campaigns"."shows_until"),
	CONSTRAINT "campaigns_travel" CHECK ("campaigns"."travel_from" <= "campaigns"."travel_until"),
	CONSTRAINT "campaigns_routes" CHECK (cardinality("campaigns"."routes") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_promo_code_promotions_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE no action;