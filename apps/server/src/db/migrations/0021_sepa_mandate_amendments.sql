CREATE TABLE "sepa_mandate_amendments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_mandate_amendments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mandate_id" integer NOT NULL,
	"signature_request_id" integer NOT NULL,
	"original_iban" varchar(34) NOT NULL,
	"new_iban" varchar(34) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"signed_pdf" "bytea",
	"signed_at" timestamp with time zone,
	"collected_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "iban" varchar(34);--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD CONSTRAINT "sepa_mandate_amendments_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD CONSTRAINT "sepa_mandate_amendments_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandate_amendments_request_key" ON "sepa_mandate_amendments" USING btree ("signature_request_id");--> statement-breakpoint
CREATE INDEX "sepa_mandate_amendments_mandate_idx" ON "sepa_mandate_amendments" USING btree ("mandate_id");--> statement-breakpoint
UPDATE "sepa_mandates" SET "iban" = upper(replace("companies"."num_cuenta", ' ', '')) FROM "companies" WHERE "companies"."id" = "sepa_mandates"."company_id" AND "companies"."metodo_de_pago" = 'SEPA';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_by_transfer_on" date;