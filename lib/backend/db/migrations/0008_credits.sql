CREATE TABLE "credit_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"subscription_status" text,
	"reset_date" timestamp with time zone NOT NULL,
	"balance" numeric(16, 4) DEFAULT 0 NOT NULL,
	"period_credit" numeric(16, 4) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_kind_known" CHECK ("credit_accounts"."kind" in ('personal', 'lab')),
	CONSTRAINT "credit_accounts_plan_known" CHECK ("credit_accounts"."plan" in ('free', 'pro', 'lab')),
	CONSTRAINT "credit_accounts_status_known" CHECK ("credit_accounts"."subscription_status" is null or "credit_accounts"."subscription_status" in ('active', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text,
	"task_id" text,
	"kind" text NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"idempotency_key" text NOT NULL,
	"agent_name" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_known" CHECK ("credit_ledger"."kind" in ('grant', 'reset', 'reserve', 'settle', 'release', 'chat', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "lab_invites" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"created_by" text NOT NULL,
	"email" text,
	"used_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "credit_account_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "credit_reserved" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "credit_used" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "credit_cap" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_invites" ADD CONSTRAINT "lab_invites_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_invites" ADD CONSTRAINT "lab_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_invites" ADD CONSTRAINT "lab_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_members" ADD CONSTRAINT "lab_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_members" ADD CONSTRAINT "lab_members_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_owner_kind_idx" ON "credit_accounts" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE INDEX "credit_accounts_reset_idx" ON "credit_accounts" USING btree ("reset_date");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_idempotency_idx" ON "credit_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_account_created_idx" ON "credit_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_task_idx" ON "credit_ledger" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "lab_invites_account_idx" ON "lab_invites" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "lab_members_account_idx" ON "lab_members" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_credit_account_id_credit_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE set null ON UPDATE no action;