CREATE TABLE "commission_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"invoice_id" integer,
	"kind" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"moved_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"statement_id" integer,
	CONSTRAINT "commission_movements_kind_known" CHECK ("commission_movements"."kind" in ('GENERADA', 'RESTABLECIDA', 'DEVOLUCION', 'ABONO', 'SUSTITUCION', 'ANULACION', 'AJUSTE', 'SALDO_TRASLADADO', 'SALDO_ANTERIOR'))
);
--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "legacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_movements_invoice_idx" ON "commission_movements" USING btree ("invoice_id","amount_cents");--> statement-breakpoint
CREATE INDEX "commission_movements_agency_moved_idx" ON "commission_movements" USING btree ("agency_id","moved_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commission_movements_statement_idx" ON "commission_movements" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "commission_movements_unpaid_idx" ON "commission_movements" USING btree ("agency_id","moved_on") WHERE "commission_movements"."statement_id" is null;
--> statement-breakpoint
-- The statements sent so far paid, per month of the invoices, what those invoices had earned when sent; the
-- ledger marks each such invoice's first movement up to that day as paid by them (syncCommissionLedger).
UPDATE "commission_statements" SET "legacy" = true;
