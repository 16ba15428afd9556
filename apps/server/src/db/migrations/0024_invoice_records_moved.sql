-- The fingerprint chain now lives in verifactu_records (0023): the invoice's copies of it go, and the
-- immutability trigger follows the invoice's fiscal columns as they are now, the Verifactu type included.
DROP TRIGGER "invoices_immutable" ON "invoices";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "previous_record_hash";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "record_hash";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "record_timestamp";--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OF id, numero, series, year, sequence, kind, origin,
    rectifies_invoice_id, company_id, agency_id, fecha, importe_total_cents, importe_impuestos_cents,
    importe_total_impuestos_cents, iva_basis_points, agency_commission_basis_points, metodo_de_pago, num_cuenta,
    recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
    recipient_codigo_postal, recipient_provincia, rectification_reason, created_at, fecha_operacion, tax_kind,
    tax_wording, verifactu_impuesto, verifactu_clave_regimen, verifactu_calificacion, recipient_localidad,
    tipo_factura, tipo_rectificativa, rectified_base_cents, rectified_tax_cents, rectified_original_paid
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();--> statement-breakpoint
-- A cancellation (anulación) is final.
CREATE FUNCTION invoices_cancellation_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.anulada_at IS NOT NULL THEN
    RAISE EXCEPTION 'a cancelled invoice stays cancelled' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_cancellation_final BEFORE UPDATE OF anulada_at, anulacion_motivo ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_cancellation_final();--> statement-breakpoint
-- Invoice lines stay as issued, but for one change: the lines of a cancelled invoice let go of the service
-- period they billed (period_start to null), so a right invoice can bill it.
CREATE OR REPLACE FUNCTION invoice_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.period_start IS NULL
     AND (to_jsonb(NEW) - 'period_start') = (to_jsonb(OLD) - 'period_start')
     AND EXISTS (SELECT 1 FROM invoices WHERE id = NEW.invoice_id AND anulada_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice lines cannot be changed once issued' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
-- Verifactu records are kept as generated: only the AEAT's answer, the submission that carried them and the
-- record that corrected them are written later; none is ever deleted.
CREATE FUNCTION verifactu_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Verifactu records cannot be changed or deleted once generated' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER verifactu_records_immutable BEFORE UPDATE OF id, invoice_id, record_type, subsanacion, rechazo_previo,
    sin_registro_previo, numero, fecha, previous_record_id, previous_hash, record_timestamp, hash, xml, created_at
  ON verifactu_records FOR EACH ROW EXECUTE FUNCTION verifactu_records_immutable();--> statement-breakpoint
CREATE TRIGGER verifactu_records_undeletable BEFORE DELETE ON verifactu_records
  FOR EACH ROW EXECUTE FUNCTION verifactu_records_immutable();
