CREATE TABLE "agent_applications" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"licence_number" varchar(40) NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_code" varchar(4) NOT NULL,
	"phone_number" varchar(16) NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"agent_id" varchar(20),
	"decided_by" varchar(20),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_status" CHECK ("agent_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_terms" (
	"agent_id" varchar(20) PRIMARY KEY NOT NULL,
	"commissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"updated_by" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_terms_credit_limit" CHECK ("agent_terms"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_invitations" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"groups" jsonb NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"user_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_invitations_token" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_agent_id_users_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_terms" ADD CONSTRAINT "agent_terms_agent_id_users_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_invitations" ADD CONSTRAINT "employee_invitations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_open_email" ON "agent_applications" USING btree ("email") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_listed" ON "agent_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_invitations_open_email" ON "employee_invitations" USING btree ("email") WHERE "employee_invitations"."accepted_at" is null;