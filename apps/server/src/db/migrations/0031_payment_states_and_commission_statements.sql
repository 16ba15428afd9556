-- Payment states (how and when an invoice's money came in), the agencies' monthly commission statements, the list of imported bank files, and mandate renewals (a new mandate signed like an amendment).
CREATE TABLE "commission_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"totals" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xlsx" "bytea" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD COLUMN "kind" varchar(12) DEFAULT 'CUENTA' NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD COLUMN "new_reference" varchar(35);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_via" varchar(16);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sepa_collection_date" date;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_agency_month_key" ON "commission_statements" USING btree ("agency_id","month");--> statement-breakpoint
CREATE INDEX "sepa_return_imports_created_idx" ON "sepa_return_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "invoices" SET "paid_via" = 'TRANSFERENCIA', "paid_amount_cents" = "importe_total_impuestos_cents" WHERE "paid_by_transfer_on" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" i SET "sepa_collection_date" = d."collection_date" FROM "sepa_debits" d WHERE d."invoice_id" = i."id" AND d."sepa_file_id" = i."sepa_file_id";
