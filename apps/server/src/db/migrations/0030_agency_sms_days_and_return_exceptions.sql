-- Each agency's SMS count of the day (sms-limits.ts); what a bank-file import did not apply, for a person, and the bank's own return reason.
CREATE TABLE "agency_sms_days" (
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "agency_sms_days_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
ALTER TABLE "sepa_return_imports" ADD COLUMN "exceptions" jsonb;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD COLUMN "bank_reason" varchar(140);--> statement-breakpoint
ALTER TABLE "agency_sms_days" ADD CONSTRAINT "agency_sms_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;