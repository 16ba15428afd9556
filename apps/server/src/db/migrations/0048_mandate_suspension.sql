ALTER TABLE "sepa_mandates" ADD COLUMN "suspended_reason" varchar(4);--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "suspended_reference" varchar(35);--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "suspended_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "suspended_at" timestamp with time zone;