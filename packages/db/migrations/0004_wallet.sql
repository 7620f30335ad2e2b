CREATE TABLE "wallet_accounts" (
	"account_id" varchar(40) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" varchar(20),
	"currency" varchar(3) DEFAULT 'MMK' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_user" UNIQUE("user_id"),
	CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('customer', 'system')),
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."kind" = 'customer') = ("wallet_accounts"."user_id" is not null)),
	CONSTRAINT "wallet_accounts_customer_not_negative" CHECK ("wallet_accounts"."kind" <> 'customer' or "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"entry_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" varchar(32) NOT NULL,
	"account_id" varchar(40) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_topups" (
	"topup_id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'MMK' NOT NULL,
	"provider" varchar(20) NOT NULL,
	"category_id" smallint NOT NULL,
	"sub_category_id" smallint NOT NULL,
	"status" varchar(10) NOT NULL,
	"provider_ref" varchar(64) NOT NULL,
	"payment_code" varchar(16),
	"transfer_id" varchar(32),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_topups_provider_ref" UNIQUE("provider","provider_ref"),
	CONSTRAINT "wallet_topups_amount" CHECK ("wallet_topups"."amount" > 0),
	CONSTRAINT "wallet_topups_status" CHECK ("wallet_topups"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"transfer_id" varchar(32) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"subject" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_reference" UNIQUE("reference"),
	CONSTRAINT "wallet_transfers_kind" CHECK ("wallet_transfers"."kind" in ('topup', 'payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("transfer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_transfer_id_wallet_transfers_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("transfer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transfer" ON "wallet_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "wallet_topups_user" ON "wallet_topups" USING btree ("user_id","created_at");--> statement-breakpoint
-- The system side of every transfer: money arriving from providers, the wallet's sales, its refunds.
INSERT INTO "wallet_accounts" ("account_id", "kind") VALUES ('system:topup_clearing', 'system'), ('system:sales', 'system'), ('system:refunds', 'system');--> statement-breakpoint
-- Double entry, checked by the database too: at commit, every transfer touched must sum to zero.
CREATE FUNCTION "wallet_transfer_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("amount"), 0) FROM "wallet_entries" WHERE "transfer_id" = NEW."transfer_id") <> 0 THEN
		RAISE EXCEPTION 'wallet transfer % does not sum to zero', NEW."transfer_id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_entries_balance" AFTER INSERT ON "wallet_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wallet_transfer_balances"();
