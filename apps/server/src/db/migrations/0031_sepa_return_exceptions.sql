-- Bank files as banks send them: what an import did not apply, for a person to decide, and the bank's own return reason.
ALTER TABLE "sepa_return_imports" ADD COLUMN "exceptions" jsonb;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD COLUMN "bank_reason" varchar(140);