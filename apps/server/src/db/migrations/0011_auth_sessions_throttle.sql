CREATE TABLE "login_source_failures" (
	"username" varchar(32) NOT NULL,
	"source" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	CONSTRAINT "login_source_failures_username_source_pk" PRIMARY KEY("username","source")
);
--> statement-breakpoint
CREATE TABLE "password_recovery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_recovery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(255) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_source_failures_last_failure_idx" ON "login_source_failures" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "login_throttles" DROP COLUMN "blocked_until";