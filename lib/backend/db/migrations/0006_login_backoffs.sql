CREATE TABLE "login_backoffs" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_backoffs_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
CREATE INDEX "login_backoffs_last_attempt_idx" ON "login_backoffs" USING btree ("last_attempt_at");