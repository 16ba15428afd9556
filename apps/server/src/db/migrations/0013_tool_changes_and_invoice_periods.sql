ALTER TABLE "signature_requests" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "period_start" date;--> statement-breakpoint
-- Existing lines: the company of their invoice; ordinary lines bill the period starting on their invoice date.
-- Should a company already hold two ordinary lines of one tool on one date (the double invoicing this
-- migration stops), the first keeps the period and the later ones none, so history is kept as it was.
ALTER TABLE "invoice_lines" DISABLE TRIGGER "invoice_lines_immutable";--> statement-breakpoint
UPDATE "invoice_lines" l SET "company_id" = i."company_id" FROM "invoices" i WHERE i."id" = l."invoice_id";--> statement-breakpoint
UPDATE "invoice_lines" l SET "period_start" = ranked."fecha"
  FROM (
    SELECT l2."id", i."fecha",
           row_number() OVER (PARTITION BY i."company_id", l2."protocol", i."fecha" ORDER BY l2."id") AS "n"
      FROM "invoice_lines" l2 JOIN "invoices" i ON i."id" = l2."invoice_id"
     WHERE i."kind" = 'ORDINARIA'
  ) ranked
 WHERE ranked."id" = l."id" AND ranked."n" = 1;--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE TRIGGER "invoice_lines_immutable";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_company_protocol_period_key" ON "invoice_lines" USING btree ("company_id","protocol","period_start");--> statement-breakpoint
ALTER TABLE "sepa_files" ADD COLUMN "request_fingerprint" varchar(64);--> statement-breakpoint
-- Agency claims (security issue, item 9): companies that exist today are taken as confirmed.
ALTER TABLE "companies" ADD COLUMN "agency_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "companies" SET "agency_confirmed_at" = "created_at";--> statement-breakpoint
DROP INDEX "companies_nif_cif_key";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_nif_cif_key" ON "companies" USING btree ("nif_cif") WHERE "companies"."agency_confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_agency_nif_cif_key" ON "companies" USING btree ("agency_id","nif_cif");--> statement-breakpoint
CREATE INDEX "companies_nif_cif_idx" ON "companies" USING btree ("nif_cif");
