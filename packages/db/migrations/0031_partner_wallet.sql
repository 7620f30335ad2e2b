CREATE TABLE "mini_app_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"client" varchar(32) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"partner_user_id" varchar(64) NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"referral_code" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_wallet_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"partner_user_id" varchar(64) NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_code" varchar(32);--> statement-breakpoint
CREATE INDEX "mini_app_sessions_expires" ON "mini_app_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "partner_wallet_tokens_expires" ON "partner_wallet_tokens" USING btree ("expires_at");