CREATE TABLE "encryption_keys" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_checkouts" (
	"checkout_id" varchar(64) PRIMARY KEY NOT NULL,
	"cache_key" varchar(64) NOT NULL,
	"request" jsonb NOT NULL,
	"selection" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"travellers" jsonb,
	"contact" jsonb,
	"offline" boolean DEFAULT false NOT NULL,
	"order_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(40) NOT NULL,
	"key" varchar(128) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_key" varchar(80) NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_message_key_unique" UNIQUE("message_key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" varchar(20) NOT NULL,
	"type" varchar(40) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" varchar(20) PRIMARY KEY NOT NULL,
	"product_type" smallint NOT NULL,
	"flow" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"payment_status" varchar(12) DEFAULT 'none' NOT NULL,
	"language" varchar(2) NOT NULL,
	"access_key_hash" varchar(64) NOT NULL,
	"contact_email" text NOT NULL,
	"contact" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"trip" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"promo_code" varchar(32),
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_method" varchar(20),
	"pnr" varchar(12),
	"ticket_numbers" jsonb,
	"checkout_id" varchar(64),
	"user_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout" UNIQUE("checkout_id"),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount" >= 0 and "orders"."promo_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_bookings" (
	"partner_ref" varchar(24) PRIMARY KEY NOT NULL,
	"source" varchar(4) NOT NULL,
	"order_id" varchar(20) NOT NULL,
	"offer_id" text NOT NULL,
	"seats" smallint NOT NULL,
	"status" varchar(12) NOT NULL,
	"pnr" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"provider" varchar(20) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"payment_id" varchar(32) NOT NULL,
	"status" varchar(10) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callbacks_provider_nonce_pk" PRIMARY KEY("provider","nonce")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" varchar(32) PRIMARY KEY NOT NULL,
	"order_id" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"category_id" smallint NOT NULL,
	"sub_category_id" smallint NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'MMK' NOT NULL,
	"status" varchar(10) NOT NULL,
	"provider_ref" varchar(64) NOT NULL,
	"payment_code" varchar(16),
	"details" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payments_payment_code" UNIQUE("payment_code"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description_en" text NOT NULL,
	"description_my" text NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promotions_used" CHECK ("promotions"."used" >= 0 and ("promotions"."usage_limit" is null or "promotions"."used" <= "promotions"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"ref" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"merchant_ref" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"payment_code" varchar(16),
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_sessions_payment_code_unique" UNIQUE("payment_code")
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"order_id" varchar(20) NOT NULL,
	"flight_id" bigint NOT NULL,
	"leg_no" smallint NOT NULL,
	"cabin_class" varchar(8) NOT NULL,
	"seats" smallint NOT NULL,
	"status" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_order_id_flight_id_leg_no_cabin_class_pk" PRIMARY KEY("order_id","flight_id","leg_no","cabin_class"),
	CONSTRAINT "seat_holds_seats" CHECK ("seat_holds"."seats" > 0),
	CONSTRAINT "seat_holds_status" CHECK ("seat_holds"."status" in ('held', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"order_id" varchar(20) PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_checkouts_expires" ON "flight_checkouts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_created" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_contact_email" ON "orders" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "orders_hold_expires" ON "orders" USING btree ("hold_expires_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");