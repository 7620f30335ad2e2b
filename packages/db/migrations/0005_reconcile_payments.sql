ALTER TABLE "payments" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD COLUMN "callback_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD COLUMN "callback_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD COLUMN "callback_delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_reconcile_after" ON "payments" USING btree ("reconcile_after") WHERE "payments"."reconcile_after" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_payment_sessions_callback_due" ON "sandbox_payment_sessions" USING btree ("callback_due_at") WHERE "sandbox_payment_sessions"."callback_due_at" is not null;--> statement-breakpoint
-- Partner payments whose outcome we never learned (their callback was lost before this migration) are
-- asked about once more: reconciliation refunds money taken for orders that expired meanwhile.
UPDATE "payments" SET "reconcile_after" = "created_at" + interval '3 minutes' WHERE "status" IN ('pending', 'expired') AND "provider" <> 'wallet';
