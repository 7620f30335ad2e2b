CREATE TABLE "agent_account_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_account_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" varchar(20) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"order_id" varchar(20),
	"payment_id" varchar(32),
	"refund_id" bigint,
	"amount" integer NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"owed_change" integer NOT NULL,
	"reference" varchar(60),
	"actor_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_account_lines_kind" CHECK ("agent_account_lines"."kind" in ('charge', 'commission', 'refund', 'settlement')),
	CONSTRAINT "agent_account_lines_amount" CHECK ("agent_account_lines"."amount" >= 0 and "agent_account_lines"."commission" >= 0),
	CONSTRAINT "agent_account_lines_settlement" CHECK (("agent_account_lines"."kind" = 'settlement') = ("agent_account_lines"."reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "agent_account_lines" ADD CONSTRAINT "agent_account_lines_agent_id_users_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_account_lines" ADD CONSTRAINT "agent_account_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_account_lines" ADD CONSTRAINT "agent_account_lines_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_account_lines" ADD CONSTRAINT "agent_account_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_account_lines_agent" ON "agent_account_lines" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_account_lines_charge" ON "agent_account_lines" USING btree ("payment_id") WHERE "agent_account_lines"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_account_lines_commission" ON "agent_account_lines" USING btree ("order_id") WHERE "agent_account_lines"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_account_lines_refund" ON "agent_account_lines" USING btree ("refund_id") WHERE "agent_account_lines"."kind" = 'refund';--> statement-breakpoint
-- An agent's account is written once and never changed (decision 034): the database refuses, whoever asks.
CREATE FUNCTION "agent_account_lines_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an agent''s account is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_account_lines_no_update_or_delete" BEFORE UPDATE OR DELETE ON "agent_account_lines" FOR EACH ROW EXECUTE FUNCTION "agent_account_lines_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "agent_account_lines_no_truncate" BEFORE TRUNCATE ON "agent_account_lines" FOR EACH STATEMENT EXECUTE FUNCTION "agent_account_lines_refuse_change"();
