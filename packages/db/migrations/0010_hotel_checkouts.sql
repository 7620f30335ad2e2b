CREATE TABLE "hotel_checkouts" (
	"checkout_id" varchar(64) PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"selection" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"guests" jsonb,
	"order_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_checkouts_expires" ON "hotel_checkouts" USING btree ("expires_at");