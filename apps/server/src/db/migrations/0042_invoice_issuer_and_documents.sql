CREATE TABLE "invoice_documents" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"cancelled" boolean NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_issuers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_issuers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identity" jsonb NOT NULL,
	"first_issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_issuers_identity_key" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_invoice_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."invoice_issuers"("id") ON DELETE no action ON UPDATE no action;