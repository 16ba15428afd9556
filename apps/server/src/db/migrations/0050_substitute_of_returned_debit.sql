-- A substitute of a paid invoice owes its own amount once the bank returns the original's debit after the substitution (original_returned_at).
ALTER TABLE "invoices" ADD COLUMN "original_returned_at" timestamp with time zone;--> statement-breakpoint
-- The kept company money follows the same rule (`moneyState`).
CREATE OR REPLACE FUNCTION refresh_company_invoice_money(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
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
                   WHEN i.kind = 'RECTIFICATIVA' AND i.tipo_rectificativa = 'S' AND i.rectified_original_paid
                        AND i.original_returned_at IS NULL THEN NULL
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
$$;
