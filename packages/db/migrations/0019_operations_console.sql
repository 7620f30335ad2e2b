CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" varchar(20) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(80) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_groups" (
	"user_id" varchar(20) NOT NULL,
	"group_name" varchar(12) NOT NULL,
	"granted_by" varchar(20),
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_groups_user_id_group_name_pk" PRIMARY KEY("user_id","group_name"),
	CONSTRAINT "employee_groups_group" CHECK ("employee_groups"."group_name" in ('support', 'finance', 'content', 'inventory', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor" varchar(10) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_id" varchar(20);--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_groups" ADD CONSTRAINT "employee_groups_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "console_sessions_user" ON "console_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor" CHECK ("order_events"."actor" in ('customer', 'employee', 'partner', 'worker', 'system'));--> statement-breakpoint
-- The events recorded before actors were: each event's natural cause (packages/domain/src/orders/event-actors.ts).
UPDATE "order_events" SET "actor" = CASE
  WHEN "type" IN ('order.placed', 'order.requested', 'order.cancelled', 'payment.started') THEN 'customer'
  WHEN "type" IN ('payment.failed', 'payment.succeeded', 'payment.late', 'payment.duplicate') THEN 'partner'
  ELSE 'worker' END;--> statement-breakpoint
-- The audit log is written once and never changed (issue 20 item 6): the database refuses, whoever asks.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
