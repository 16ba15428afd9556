-- The invoices of each day of issue and remitted flag (count, and base, tax and total of those not cancelled), kept by statement triggers on invoices so that the staff list's totals row over a date range reads one row per day instead of every invoice. Invoices are never deleted (invoices_undeletable), so inserts and updates are all they follow: each statement adds its rows' contribution and takes back what they contributed before, grouped by day and flag and written in that order (two statements lock the days they share in the same order); groups that do not change are not written.
CREATE TABLE "invoice_day_totals" (
	"fecha" date NOT NULL,
	"facturado" boolean NOT NULL,
	"invoices" integer NOT NULL,
	"base_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "invoice_day_totals_fecha_facturado_pk" PRIMARY KEY("fecha","facturado")
);
--> statement-breakpoint
CREATE FUNCTION add_invoice_day_totals(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoice_day_totals AS t (fecha, facturado, invoices, base_cents, tax_cents, total_cents)
  SELECT d.fecha, d.facturado, sum(d.invoices), sum(d.base_cents), sum(d.tax_cents), sum(d.total_cents)
    FROM jsonb_to_recordset(delta) AS d(fecha date, facturado boolean, invoices integer, base_cents bigint,
                                         tax_cents bigint, total_cents bigint)
   GROUP BY d.fecha, d.facturado
  HAVING sum(d.invoices) <> 0 OR sum(d.base_cents) <> 0 OR sum(d.tax_cents) <> 0 OR sum(d.total_cents) <> 0
   ORDER BY d.fecha, d.facturado
  ON CONFLICT (fecha, facturado) DO UPDATE
     SET invoices = t.invoices + excluded.invoices,
         base_cents = t.base_cents + excluded.base_cents,
         tax_cents = t.tax_cents + excluded.tax_cents,
         total_cents = t.total_cents + excluded.total_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_day_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_invoice_day_totals((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'fecha', fecha, 'facturado', facturado, 'invoices', count,
             'base_cents', base, 'tax_cents', tax, 'total_cents', total)), '[]'::jsonb)
      FROM (SELECT fecha, facturado, count(*) AS count,
                   coalesce(sum(importe_total_cents) FILTER (WHERE anulada_at IS NULL), 0) AS base,
                   coalesce(sum(importe_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0) AS tax,
                   coalesce(sum(importe_total_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0) AS total
              FROM new_invoices GROUP BY fecha, facturado) AS added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_day_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_invoice_day_totals((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'fecha', fecha, 'facturado', facturado, 'invoices', count,
             'base_cents', base, 'tax_cents', tax, 'total_cents', total)), '[]'::jsonb)
      FROM (SELECT fecha, facturado, sum(sign) AS count,
                   coalesce(sum(sign * importe_total_cents) FILTER (WHERE anulada_at IS NULL), 0) AS base,
                   coalesce(sum(sign * importe_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0) AS tax,
                   coalesce(sum(sign * importe_total_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0) AS total
              FROM (SELECT 1 AS sign, * FROM new_invoices UNION ALL SELECT -1 AS sign, * FROM old_invoices) AS rows
             GROUP BY fecha, facturado) AS changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_day_totals_on_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_day_totals_on_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_day_totals_on_update();
--> statement-breakpoint
INSERT INTO invoice_day_totals (fecha, facturado, invoices, base_cents, tax_cents, total_cents)
SELECT fecha, facturado, count(*),
       coalesce(sum(importe_total_cents) FILTER (WHERE anulada_at IS NULL), 0),
       coalesce(sum(importe_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0),
       coalesce(sum(importe_total_impuestos_cents) FILTER (WHERE anulada_at IS NULL), 0)
  FROM invoices GROUP BY fecha, facturado;
