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
