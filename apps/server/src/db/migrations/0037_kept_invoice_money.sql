-- Each company's invoice money (returned debits, latest invoice pending), kept by statement triggers on invoices so the client board filters on it without reading every client's invoices; and the indexes of the staff board's sorts by name and town.
ALTER TABLE "companies" ADD COLUMN "returned_invoices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "latest_invoice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_nombre_id_idx" ON "companies" USING btree ("nombre_comercial","id");--> statement-breakpoint
CREATE INDEX "companies_localidad_id_idx" ON "companies" USING btree ("localidad","id");--> statement-breakpoint
CREATE INDEX "companies_returned_invoices_idx" ON "companies" USING btree ("agency_id") WHERE "companies"."returned_invoices" > 0;--> statement-breakpoint
CREATE INDEX "companies_latest_invoice_pending_idx" ON "companies" USING btree ("agency_id") WHERE "companies"."latest_invoice_pending";--> statement-breakpoint
-- The rules are those of `moneyState` (modules/invoices/money-state.ts), less the day: a debit's day decides only
-- between collected and in progress, which these two never tell apart. `kept-invoice-money.test.ts` checks both
-- agree on every state an invoice can be in.
CREATE FUNCTION refresh_company_invoice_money(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c
     SET returned_invoices = m.returned, latest_invoice_pending = m.latest_pending
    FROM (
      SELECT ids.id,
             count(*) FILTER (WHERE st.state = 'DEVUELTA')::int AS returned,
             coalesce((array_agg(st.state ORDER BY st.fecha DESC, st.id DESC)
                       FILTER (WHERE st.state IS NOT NULL))[1] = 'PENDIENTE', false) AS latest_pending
        FROM unnest(company_ids) AS ids(id)
        LEFT JOIN LATERAL (
          SELECT i.id, i.fecha,
                 CASE
                   WHEN i.paid_by_transfer_on IS NOT NULL THEN 'PAGADA_OTRO'
                   WHEN i.sepa_return_code IS NOT NULL AND s.id IS NULL THEN 'DEVUELTA'
                   WHEN i.sepa_file_id IS NOT NULL AND i.sepa_return_code IS NULL THEN 'COBRADA'
                   WHEN i.facturado AND i.metodo_de_pago = 'SEPA' AND i.sepa_return_code IS NULL THEN 'COBRADA'
                   WHEN s.id IS NOT NULL OR i.importe_total_impuestos_cents <= 0 THEN NULL
                   WHEN i.kind = 'RECTIFICATIVA' AND i.tipo_rectificativa = 'S' AND i.rectified_original_paid THEN NULL
                   ELSE 'PENDIENTE'
                 END AS state
            FROM invoices i
            LEFT JOIN invoices s ON s.rectifies_invoice_id = i.id
           WHERE i.company_id = ids.id AND i.anulada_at IS NULL
        ) st ON true
       GROUP BY ids.id
    ) m
   WHERE c.id = m.id
     AND (c.returned_invoices, c.latest_invoice_pending) IS DISTINCT FROM (m.returned, m.latest_pending);
$$;--> statement-breakpoint
CREATE FUNCTION invoices_refresh_company_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_invoice_money(array(SELECT DISTINCT company_id FROM changed_invoices));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_money_on_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS changed_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_company_money();--> statement-breakpoint
CREATE TRIGGER invoices_money_on_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS changed_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_company_money();--> statement-breakpoint
SELECT refresh_company_invoice_money(array(SELECT DISTINCT company_id FROM invoices));
