CREATE TABLE "insurance_premiums" (
	"area" varchar(16) NOT NULL,
	"age_from" smallint NOT NULL,
	"days_from" smallint NOT NULL,
	"premium" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_premiums_area_age_from_days_from_pk" PRIMARY KEY("area","age_from","days_from"),
	CONSTRAINT "insurance_premiums_area" CHECK ("insurance_premiums"."area" in ('domestic', 'international')),
	CONSTRAINT "insurance_premiums_premium" CHECK ("insurance_premiums"."premium" > 0)
);
