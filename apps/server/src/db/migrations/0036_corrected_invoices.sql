-- The corrected invoice: an ordinary invoice that bills again the period of an invoice a rectification by differences cancelled whole (at most one per invoice).
ALTER TABLE "invoices" ADD COLUMN "corrects_invoice_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_corrects_key" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
-- Invoice lines stay as issued, but for one change: they let go of the service period they billed (period_start to
-- null) when their invoice was cancelled, or when a rectification by differences took back all of its amount, so a
-- right invoice can bill the period.
CREATE OR REPLACE FUNCTION invoice_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.period_start IS NULL
     AND (to_jsonb(NEW) - 'period_start') = (to_jsonb(OLD) - 'period_start')
     AND EXISTS (
       SELECT 1 FROM invoices i
        WHERE i.id = NEW.invoice_id
          AND (i.anulada_at IS NOT NULL
               OR EXISTS (SELECT 1 FROM invoices r
                           WHERE r.rectifies_invoice_id = i.id AND r.tipo_rectificativa = 'I'
                             AND r.importe_total_cents = -i.importe_total_cents))) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice lines cannot be changed once issued' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
-- Which invoice a corrected invoice re-bills is fixed when it is issued, like the rest of its fiscal columns.
DROP TRIGGER "invoices_immutable" ON "invoices";--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OF id, numero, series, year, sequence, kind, origin,
    rectifies_invoice_id, corrects_invoice_id, company_id, agency_id, fecha, importe_total_cents,
    importe_impuestos_cents, importe_total_impuestos_cents, iva_basis_points, agency_commission_basis_points,
    metodo_de_pago, num_cuenta, recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif,
    recipient_direccion, recipient_codigo_postal, recipient_provincia, rectification_reason, created_at,
    fecha_operacion, tax_kind, tax_wording, verifactu_impuesto, verifactu_clave_regimen, verifactu_calificacion,
    recipient_localidad, tipo_factura, tipo_rectificativa, rectified_base_cents, rectified_tax_cents,
    rectified_original_paid
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
