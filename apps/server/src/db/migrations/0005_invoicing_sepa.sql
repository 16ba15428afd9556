CREATE TABLE "sepa_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" varchar(64) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"message_id" varchar(35) NOT NULL,
	"creditor_iban" varchar(34) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"invoice_id" integer,
	"xml" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"control_sum_cents" bigint NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rectification_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "record_timestamp" varchar(32);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sepa_sequence_type" varchar(4);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sepa_file_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_files_transaction_id_key" ON "sepa_files" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sepa_file_id_sepa_files_id_fk" FOREIGN KEY ("sepa_file_id") REFERENCES "public"."sepa_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_billing_date_idx" ON "invoices" USING btree ("fecha_cuando_facturar");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_rectifies_key" ON "invoices" USING btree ("rectifies_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_recipient_razon_social_trgm_idx" ON "invoices" USING gin (lower("recipient_razon_social") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_recipient_nif_cif_trgm_idx" ON "invoices" USING gin ("recipient_nif_cif" gin_trgm_ops);--> statement-breakpoint
-- Issued invoices are immutable (Spanish invoicing rules, Verifactu): only the remittance state, the billing
-- date and the SEPA bookkeeping may change; nothing is ever deleted. Corrections are rectifying invoices.
-- The update trigger fires only when a statement sets one of the fiscal columns, so remitting costs nothing.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'issued invoices cannot be deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'sepa_sequence_type', 'sepa_file_id'])
     IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'sepa_sequence_type', 'sepa_file_id']) THEN
    RAISE EXCEPTION 'issued invoices cannot be modified' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OF id, numero, series, year, sequence, kind, origin,
    rectifies_invoice_id, company_id, agency_id, fecha, importe_total_cents, importe_impuestos_cents,
    importe_total_impuestos_cents, iva_basis_points, agency_commission_basis_points, metodo_de_pago, num_cuenta,
    recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
    recipient_codigo_postal, recipient_provincia, rectification_reason, previous_record_hash, record_hash,
    record_timestamp, created_at
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
--> statement-breakpoint
CREATE TRIGGER invoices_undeletable BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
--> statement-breakpoint
CREATE FUNCTION invoice_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice lines cannot be changed once issued' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_immutable();
