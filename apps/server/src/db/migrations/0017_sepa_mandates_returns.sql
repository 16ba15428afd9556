CREATE TABLE "sepa_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sepa_file_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"end_to_end_id" varchar(35) NOT NULL,
	"presentation" smallint DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"sequence_type" varchar(4) NOT NULL,
	"collection_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_return_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_return_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" varchar(64) NOT NULL,
	"message_kind" varchar(16) NOT NULL,
	"message_id" varchar(35) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"return_count" integer NOT NULL,
	"unmatched_count" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sepa_debit_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"reason_code" varchar(4) NOT NULL,
	"returned_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"resolution" varchar(16) DEFAULT 'PENDIENTE' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "prenotification_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sepa_return_code" varchar(4);--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD CONSTRAINT "sepa_debits_sepa_file_id_sepa_files_id_fk" FOREIGN KEY ("sepa_file_id") REFERENCES "public"."sepa_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD CONSTRAINT "sepa_debits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_return_imports" ADD CONSTRAINT "sepa_return_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD CONSTRAINT "sepa_returns_sepa_debit_id_sepa_debits_id_fk" FOREIGN KEY ("sepa_debit_id") REFERENCES "public"."sepa_debits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD CONSTRAINT "sepa_returns_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD CONSTRAINT "sepa_returns_import_id_sepa_return_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sepa_return_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debits_end_to_end_id_key" ON "sepa_debits" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debits_invoice_presentation_key" ON "sepa_debits" USING btree ("invoice_id","presentation");--> statement-breakpoint
CREATE INDEX "sepa_debits_file_idx" ON "sepa_debits" USING btree ("sepa_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_return_imports_sha256_key" ON "sepa_return_imports" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_returns_debit_key" ON "sepa_returns" USING btree ("sepa_debit_id");--> statement-breakpoint
CREATE INDEX "sepa_returns_created_idx" ON "sepa_returns" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sepa_returns_invoice_idx" ON "sepa_returns" USING btree ("invoice_id");--> statement-breakpoint
-- Debits of the files written before debits were recorded: the file that first collected each invoice.
INSERT INTO "sepa_debits" ("sepa_file_id", "invoice_id", "end_to_end_id", "presentation", "amount_cents", "sequence_type", "collection_date")
SELECT "sepa_file_id", "id", "numero", 1, "importe_total_impuestos_cents", coalesce("sepa_sequence_type", 'FRST'), "fecha_cuando_facturar"
FROM "invoices" WHERE "sepa_file_id" IS NOT NULL;
