CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" varchar(20) NOT NULL,
	"payment_id" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"destination" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"request_key" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('not_fulfilled', 'late', 'duplicate', 'cancelled')),
	CONSTRAINT "refunds_destination" CHECK ("refunds"."destination" in ('provider', 'wallet')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('queued', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_refunds" (
	"ref" varchar(64) NOT NULL,
	"refund_key" varchar(64) NOT NULL,
	"refund_ref" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_refunds_ref_refund_key_pk" PRIMARY KEY("ref","refund_key"),
	CONSTRAINT "sandbox_payment_refunds_amount" CHECK ("sandbox_payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_refunds" ADD CONSTRAINT "sandbox_payment_refunds_ref_sandbox_payment_sessions_ref_fk" FOREIGN KEY ("ref") REFERENCES "public"."sandbox_payment_sessions"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
-- Every refund made before refunds were rows gave a whole payment back: one row each, with the reason
-- the order's history shows and where the money went (a wallet transfer `refund:<payment>` or the provider).
INSERT INTO "refunds" ("order_id", "payment_id", "amount", "reason", "destination", "status", "request_key", "created_at", "refunded_at")
SELECT p."order_id", p."payment_id", p."amount",
  CASE
    WHEN o."payment_status" = 'late' THEN 'late'
    WHEN EXISTS (SELECT 1 FROM "payments" other WHERE other."order_id" = p."order_id" AND other."payment_id" <> p."payment_id" AND other."status" = 'paid') THEN 'duplicate'
    WHEN EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = p."order_id" AND e."type" = 'order.cancelled') THEN 'cancelled'
    ELSE 'not_fulfilled'
  END,
  CASE WHEN EXISTS (SELECT 1 FROM "wallet_transfers" t WHERE t."reference" = 'refund:' || p."payment_id") THEN 'wallet' ELSE 'provider' END,
  'refunded', 'payment:' || p."payment_id", coalesce(p."refunded_at", p."created_at"), coalesce(p."refunded_at", p."created_at")
FROM "payments" p JOIN "orders" o ON o."order_id" = p."order_id"
WHERE p."status" = 'refunded';
--> statement-breakpoint
-- The sandbox providers kept one refund of the whole amount per session.
INSERT INTO "sandbox_payment_refunds" ("ref", "refund_key", "refund_ref", "amount", "created_at")
SELECT "ref", 'before-refund-rows', 'RF' || substr(md5("ref"), 1, 16), "amount", coalesce("completed_at", "created_at")
FROM "sandbox_payment_sessions" WHERE "status" = 'refunded';
