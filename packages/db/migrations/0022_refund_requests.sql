CREATE TABLE "refund_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" varchar(20) NOT NULL,
	"item_no" smallint NOT NULL,
	"amount" integer NOT NULL,
	"destination" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"requested_by" varchar(20) NOT NULL,
	"granted_by" varchar(20),
	"refund_id" bigint,
	"request_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_at" timestamp with time zone,
	CONSTRAINT "refund_requests_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "refund_requests_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refund_requests_amount" CHECK ("refund_requests"."amount" > 0),
	CONSTRAINT "refund_requests_status" CHECK ("refund_requests"."status" in ('requested', 'sent')),
	CONSTRAINT "refund_requests_destination" CHECK ("refund_requests"."destination" in ('provider', 'wallet')),
	CONSTRAINT "refund_requests_four_eyes" CHECK ("refund_requests"."granted_by" is null or "refund_requests"."granted_by" <> "refund_requests"."requested_by"),
	CONSTRAINT "refund_requests_sent" CHECK (("refund_requests"."status" = 'sent') = ("refund_requests"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decided_by" varchar(20);--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_granted_by_users_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_item" FOREIGN KEY ("order_id","item_no") REFERENCES "public"."order_items"("order_id","item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_order" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_waiting" ON "refund_requests" USING btree ("created_at") WHERE "refund_requests"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('not_fulfilled', 'late', 'duplicate', 'cancelled', 'employee'));