CREATE TABLE "auth_sessions" (
	"session_id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"realm" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_signing_keys" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" varchar(20),
	"purpose" varchar(20) NOT NULL,
	"target" text NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_attempts" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_travelers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"traveler_type" varchar(6) NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(6) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"passport_number" text,
	"passport_expiry" date,
	"nrc_division_code" smallint,
	"nrc_township_code" text,
	"nrc_type" varchar(4),
	"nrc_number" varchar(6),
	"city" text,
	"email" text,
	"phone_code" varchar(4),
	"phone_number" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_travelers_type" CHECK ("saved_travelers"."traveler_type" in ('adult', 'child', 'infant')),
	CONSTRAINT "saved_travelers_gender" CHECK ("saved_travelers"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" varchar(20) PRIMARY KEY NOT NULL,
	"user_code" varchar(3) NOT NULL,
	"realm" varchar(5) NOT NULL,
	"email" text,
	"phone_code" varchar(4),
	"phone_number" varchar(16),
	"first_name" text,
	"last_name" text,
	"password_hash" text,
	"status" varchar(12) NOT NULL,
	"email_verified_at" timestamp with time zone,
	"notification_channel" varchar(5) DEFAULT 'email' NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"main_agent_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email" UNIQUE("email"),
	CONSTRAINT "users_phone" UNIQUE("phone_code","phone_number"),
	CONSTRAINT "users_realm" CHECK ("users"."realm" in ('user', 'agent')),
	CONSTRAINT "users_status" CHECK ("users"."status" in ('pending', 'active', 'deactivated', 'deleted')),
	CONSTRAINT "users_channel" CHECK ("users"."notification_channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_travelers" ADD CONSTRAINT "saved_travelers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_main_agent" FOREIGN KEY ("main_agent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup" ON "one_time_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "saved_travelers_user" ON "saved_travelers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_main_agent" ON "users" USING btree ("main_agent_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");