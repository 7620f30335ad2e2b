CREATE TABLE "site_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(8) NOT NULL,
	"scope" varchar(8) NOT NULL,
	"title_en" text NOT NULL,
	"title_my" text NOT NULL,
	"info_en" text NOT NULL,
	"info_my" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_alerts_type" CHECK ("site_alerts"."type" in ('success', 'warning', 'error', 'updated', 'deleted')),
	CONSTRAINT "site_alerts_scope" CHECK ("site_alerts"."scope" in ('all', 'flight', 'hotel')),
	CONSTRAINT "site_alerts_window" CHECK ("site_alerts"."ends_at" > "site_alerts"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "site_alerts_window" ON "site_alerts" USING btree ("ends_at","starts_at");