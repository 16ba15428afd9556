-- Each agency's invoices of each day of issue (count, the amount still collectible and the commission earned on it), kept by statement triggers on invoices so that the agency's billing list answers its totals row, over everything or a month, from one row per day instead of every invoice (an agency with 100,000 invoices answers like a small one). The commission is each invoice's, rounded, at the rate frozen on it at issue; the invoices issued before rates were frozen get their agency's current rate now, which is what they showed until today (their commission no longer follows later changes of the rate).
CREATE TABLE "agency_invoice_day_totals" (
	"agency_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"invoices" integer NOT NULL,
	"collectible_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	CONSTRAINT "agency_invoice_day_totals_agency_id_fecha_pk" PRIMARY KEY("agency_id","fecha")
);
--> statement-breakpoint
ALTER TABLE "agency_invoice_day_totals" ADD CONSTRAINT "agency_invoice_day_totals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Freezing the rates changes nothing else the triggers on invoices keep (day totals, companies' invoice money),
-- and the rate is otherwise immutable: they stand aside for this one statement.
ALTER TABLE "invoices" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "invoices" i SET "agency_commission_basis_points" = coalesce(a."comision_basis_points", 0)
  FROM "agencies" a WHERE a."id" = i."agency_id" AND i."agency_commission_basis_points" IS NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER USER;
--> statement-breakpoint
-- What one invoice adds to its agency's day (the rules of collectibleSum and commissionCentsSql in
-- modules/invoices/agency-invoice-rows.ts): everything counts; cancelled and returned invoices collect nothing
-- and earn no commission.
CREATE FUNCTION agency_invoice_day_delta(changed invoices, sign integer)
  RETURNS TABLE (agency_id integer, fecha date, invoices integer, collectible_cents bigint, commission_cents bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT changed.agency_id, changed.fecha, sign,
         CASE WHEN changed.anulada_at IS NULL AND changed.sepa_return_code IS NULL
              THEN sign * changed.importe_total_impuestos_cents ELSE 0 END::bigint,
         CASE WHEN changed.anulada_at IS NULL AND changed.sepa_return_code IS NULL
              THEN sign * floor(changed.importe_total_cents::numeric
                                * coalesce(changed.agency_commission_basis_points, 0) / 10000 + 0.5)
              ELSE 0 END::bigint
$$;
--> statement-breakpoint
-- Adds a statement's changes, grouped by agency and day, in that order (two statements lock the days they share
-- in the same order); days whose figures do not change are not written.
CREATE FUNCTION add_agency_invoice_day_totals(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agency_invoice_day_totals AS t (agency_id, fecha, invoices, collectible_cents, commission_cents)
  SELECT d.agency_id, d.fecha, sum(d.invoices), sum(d.collectible_cents), sum(d.commission_cents)
    FROM jsonb_to_recordset(deltas) AS d(agency_id integer, fecha date, invoices integer, collectible_cents bigint,
                                          commission_cents bigint)
   WHERE d.agency_id IS NOT NULL
   GROUP BY d.agency_id, d.fecha
  HAVING sum(d.invoices) <> 0 OR sum(d.collectible_cents) <> 0 OR sum(d.commission_cents) <> 0
   ORDER BY d.agency_id, d.fecha
  ON CONFLICT (agency_id, fecha) DO UPDATE
     SET invoices = t.invoices + excluded.invoices,
         collectible_cents = t.collectible_cents + excluded.collectible_cents,
         commission_cents = t.commission_cents + excluded.commission_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION agency_invoice_day_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_agency_invoice_day_totals((
    SELECT coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb)
      FROM (SELECT d.agency_id, d.fecha, sum(d.invoices) AS invoices, sum(d.collectible_cents) AS collectible_cents,
                   sum(d.commission_cents) AS commission_cents
              FROM new_invoices n CROSS JOIN LATERAL agency_invoice_day_delta(n, 1) d
             WHERE n.agency_id IS NOT NULL
             GROUP BY d.agency_id, d.fecha) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION agency_invoice_day_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_agency_invoice_day_totals((
    SELECT coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb)
      FROM (SELECT d.agency_id, d.fecha, sum(d.invoices) AS invoices, sum(d.collectible_cents) AS collectible_cents,
                   sum(d.commission_cents) AS commission_cents
              FROM (SELECT d.* FROM new_invoices n CROSS JOIN LATERAL agency_invoice_day_delta(n, 1) d
                     WHERE n.agency_id IS NOT NULL
                    UNION ALL
                    SELECT d.* FROM old_invoices o CROSS JOIN LATERAL agency_invoice_day_delta(o, -1) d
                     WHERE o.agency_id IS NOT NULL) d
             GROUP BY d.agency_id, d.fecha) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agency_invoice_day_totals_on_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION agency_invoice_day_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER agency_invoice_day_totals_on_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION agency_invoice_day_totals_on_update();
--> statement-breakpoint
INSERT INTO agency_invoice_day_totals (agency_id, fecha, invoices, collectible_cents, commission_cents)
SELECT d.agency_id, d.fecha, sum(d.invoices), sum(d.collectible_cents), sum(d.commission_cents)
  FROM invoices i CROSS JOIN LATERAL agency_invoice_day_delta(i, 1) d
 WHERE i.agency_id IS NOT NULL
 GROUP BY d.agency_id, d.fecha;
