ALTER TABLE "credit_accounts" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "paid_through" timestamp with time zone;